import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { SubmitButton, TextField, inputClass } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { CloseIcon } from '@/components/icons';
import { useSession } from '@/features/session';
import { isApiError } from '@/lib/api';
import { fetchFeedbackSettings, helpKeys, submitFeedback } from './api';

/** Words as the server counts them: blank-separated runs holding a letter or digit. */
export const countWords = (text: string) => text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
/** The server refuses HTML; say so before sending. */
export const looksLikeHtml = (text: string) =>
  /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|<!doctype|<\?[a-z]/i.test(text);

/** png or jpg by the first bytes (the server checks the whole file again). */
async function sniffImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpg;
}

interface Picked {
  file: File;
  url: string;
}

type Errors = Partial<Record<'type' | 'content' | 'contact' | 'images' | 'form', string>>;

/** The feedback form (SPEC §2 "feedback form", §5 rules): type, content, contact, up to 3 pictures. */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: helpKeys.feedbackSettings,
    queryFn: fetchFeedbackSettings,
    staleTime: 10 * 60_000,
  });
  const minWords = settings.data?.minWords ?? 5;
  const maxWords = settings.data?.maxWords ?? 500;

  const [type, setType] = useState<FeedbackType>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [pictures, setPictures] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const ids = { type: useId(), content: useId(), images: useId() };
  const words = countWords(content);

  // Preview URLs live until their picture is removed or the form goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);
  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  const forget = (url: string) => {
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const mutation = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set('type', type);
      form.set('content', content.trim());
      if (contact.trim()) form.set('contact', contact.trim());
      for (const p of pictures) form.append('images', p.file, p.file.name);
      return submitFeedback(form);
    },
    onSuccess: () => {
      setSent(true);
      setContent('');
      setContact('');
      pictures.forEach((p) => forget(p.url));
      setPictures([]);
      void client.invalidateQueries({ queryKey: ['member', 'feedback'] });
      onSent?.();
    },
    onError: (error) => {
      if (!isApiError(error)) return setErrors({ form: errorMessage(error) });
      const field = (error.field ?? '').split('.')[0] as keyof Errors;
      const details = (error.details ?? {}) as { minWords?: number; maxWords?: number };
      const message =
        error.errorCode === 'feedback_word_count'
          ? t('feedback.wordsRange', { min: details.minWords ?? minWords, max: details.maxWords ?? maxWords })
          : errorMessage(error);
      setErrors(['type', 'content', 'contact', 'images'].includes(field) ? { [field]: message } : { form: message });
    },
  });

  const validate = (): Errors => {
    const e: Errors = {};
    const text = content.trim();
    if (!text) e.content = t('form.required');
    else if (looksLikeHtml(text)) e.content = t('errors.feedback_html_not_allowed');
    else if (words < minWords || words > maxWords)
      e.content = t('feedback.wordsRange', { min: minWords, max: maxWords });
    if (!loggedIn && !contact.trim()) e.contact = t('errors.feedback_contact_required');
    return e;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length === 0) mutation.mutate();
  };

  const addFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    const next = [...pictures];
    for (const file of Array.from(files)) {
      if (next.length >= FEEDBACK_LIMITS.maxImages) {
        setErrors((e) => ({ ...e, images: t('errors.feedback_too_many_images') }));
        break;
      }
      if (file.size > FEEDBACK_LIMITS.maxImageBytes) {
        setErrors((e) => ({ ...e, images: t('errors.feedback_image_too_large') }));
        continue;
      }
      if (!(await sniffImage(file))) {
        setErrors((e) => ({ ...e, images: t('errors.feedback_image_invalid') }));
        continue;
      }
      next.push({ file, url: preview(file) });
    }
    setPictures(next);
  };

  const remove = (index: number) => {
    const gone = pictures[index];
    if (gone) forget(gone.url);
    setPictures((ps) => ps.filter((_, i) => i !== index));
    setErrors((e) => ({ ...e, images: undefined }));
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto flex max-w-2xl flex-col gap-4"
      aria-labelledby="feedback-title"
    >
      <div>
        <h2 id="feedback-title" className="text-lg font-semibold text-white">
          {t('feedback.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('feedback.intro')}</p>
      </div>
      {sent && <FormAlert tone="success" message={loggedIn ? t('feedback.sentMember') : t('feedback.sentVisitor')} />}
      <FormAlert message={errors.form} />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.type} className="text-[13px] font-medium text-slate-300">
          {t('feedback.type')}
        </label>
        <select
          id={ids.type}
          value={type}
          onChange={(e) => setType(e.target.value as FeedbackType)}
          className={inputClass(!!errors.type)}
        >
          {(settings.data?.types ?? FEEDBACK_TYPES).map((ty) => (
            <option key={ty} value={ty}>
              {t(`feedback.types.${ty}`)}
            </option>
          ))}
        </select>
        {errors.type && <p className="text-xs text-rose-300">{errors.type}</p>}
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={ids.content} className="text-[13px] font-medium text-slate-300">
            {t('feedback.content')}
            <span className="ml-0.5 text-rose-400" aria-hidden="true">
              *
            </span>
          </label>
          <span className={cx('text-xs', words > maxWords ? 'text-rose-300' : 'text-slate-500')} aria-live="polite">
            {t('feedback.wordCount', { count: words, max: maxWords })}
          </span>
        </div>
        <textarea
          id={ids.content}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={6}
          maxLength={FEEDBACK_LIMITS.maxContentChars}
          aria-required="true"
          aria-invalid={!!errors.content || undefined}
          aria-describedby={`${ids.content}-msg`}
          placeholder={t('feedback.contentPlaceholder')}
          className={inputClass(!!errors.content, 'h-auto min-h-36 py-2.5 leading-relaxed')}
        />
        <p id={`${ids.content}-msg`} className={cx('text-xs', errors.content ? 'text-rose-300' : 'text-slate-500')}>
          {errors.content ?? t('feedback.contentHint', { min: minWords, max: maxWords })}
        </p>
      </div>

      <TextField
        label={loggedIn ? t('feedback.contactOptional') : t('feedback.contact')}
        value={contact}
        onChange={setContact}
        required={!loggedIn}
        maxLength={FEEDBACK_LIMITS.maxContactChars}
        error={errors.contact}
        hint={t('feedback.contactHint')}
        autoComplete="tel"
      />

      <div className="flex flex-col gap-2">
        <span id={`${ids.images}-label`} className="text-[13px] font-medium text-slate-300">
          {t('feedback.images')}
        </span>
        <ul className="flex flex-wrap gap-3" aria-labelledby={`${ids.images}-label`}>
          {pictures.map((p, i) => (
            <li key={p.url} className="relative h-24 w-24 overflow-hidden rounded-xl ring-1 ring-white/10">
              <img src={p.url} alt={t('feedback.imageAlt', { n: i + 1 })} className="h-full w-full object-cover" />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('feedback.removeImage', { n: i + 1 })}
                className="absolute top-1 right-1 rounded-full bg-navy-950/80 p-1 text-white hover:bg-rose-600"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
          {pictures.length < FEEDBACK_LIMITS.maxImages && (
            <li>
              <label
                htmlFor={ids.images}
                className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-white/20 text-xs text-slate-400 hover:border-gold-400 hover:text-gold-300"
              >
                <span className="text-2xl leading-none" aria-hidden="true">
                  +
                </span>
                {t('feedback.addImage')}
              </label>
              <input
                id={ids.images}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="sr-only"
                onChange={(e) => {
                  void addFiles(e.target.files);
                  e.target.value = '';
                }}
              />
            </li>
          )}
        </ul>
        <p
          className={cx('text-xs', errors.images ? 'text-rose-300' : 'text-slate-500')}
          role={errors.images ? 'alert' : undefined}
        >
          {errors.images ?? t('feedback.imagesHint')}
        </p>
      </div>

      <SubmitButton loading={mutation.isPending} className="sm:w-auto sm:self-start">
        {t('feedback.submit')}
      </SubmitButton>
      {!loggedIn && <p className="text-xs text-slate-500">{t('feedback.visitorNote')}</p>}
    </form>
  );
}
