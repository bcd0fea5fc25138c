import { FEEDBACK_LIMITS, FEEDBACK_TYPES, feedbackFieldsSchema } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { Form, FormSelect, FormTextArea, FormTextField, SubmitButton, useBoundField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { CloseIcon } from '@/components/icons';
import { useServerErrors } from '@/components/serverErrors';
import { useSession } from '@/features/session';
import { withMessage } from '@/lib/fieldSchema';
import { submitFeedback } from './api';
import { feedbackSettingsQuery, helpKeys } from './queries';

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

/** The feedback form (SPEC §2 "feedback form", §5 rules): type, content, contact, up to 3 pictures. */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const settings = useQuery(feedbackSettingsQuery());
  const minWords = settings.data?.minWords ?? 5;
  const maxWords = settings.data?.maxWords ?? 500;
  const errors = useServerErrors(['type', 'content', 'contact', 'images'], {
    describe: (e) => {
      if (e.errorCode !== 'feedback_word_count') return null;
      const d = (e.details ?? {}) as { minWords?: number; maxWords?: number };
      return t('feedback.wordsRange', { min: d.minWords ?? minWords, max: d.maxWords ?? maxWords });
    },
  });

  const schema = useMemo(
    () =>
      feedbackFieldsSchema.extend({
        content: feedbackFieldsSchema.shape.content.trim().superRefine((text, ctx) => {
          const words = countWords(text);
          const message = !text
            ? t('form.required')
            : looksLikeHtml(text)
              ? t('errors.feedback_html_not_allowed')
              : words < minWords || words > maxWords
                ? t('feedback.wordsRange', { min: minWords, max: maxWords })
                : null;
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
        contact: loggedIn
          ? feedbackFieldsSchema.shape.contact
          : withMessage(feedbackFieldsSchema.shape.contact.unwrap().min(1), t('errors.feedback_contact_required')),
        images: z.array(z.object({ file: z.instanceof(File), url: z.string() })).max(FEEDBACK_LIMITS.maxImages),
      }),
    [t, minWords, maxWords, loggedIn],
  );
  type Values = z.output<typeof schema>;

  const mutation = useMutation({
    mutationFn: (v: Values) => {
      const form = new FormData();
      form.set('type', v.type);
      form.set('content', v.content);
      if (v.contact) form.set('contact', v.contact);
      for (const { file } of v.images) form.append('images', file, file.name);
      return submitFeedback(form);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: helpKeys.myFeedbackPages });
      onSent?.();
    },
  });

  return (
    <Form
      schema={schema}
      defaultValues={{ type: 'suggestion', content: '', contact: '', images: [] }}
      onSubmit={(values, form) =>
        mutation.mutate(values, {
          onSuccess: () => {
            form.getValues('images').forEach((p) => URL.revokeObjectURL(p.url));
            form.resetField('content');
            form.resetField('contact');
            form.resetField('images');
          },
          onError: (e) => errors.put(form, e),
        })
      }
      className="mx-auto flex max-w-2xl flex-col gap-4"
      aria-label={t('feedback.title')}
    >
      <div>
        <h2 className="text-lg font-semibold text-white">{t('feedback.title')}</h2>
        <p className="mt-1 text-sm text-slate-400">{t('feedback.intro')}</p>
      </div>
      {mutation.isSuccess && (
        <FormAlert tone="success" message={loggedIn ? t('feedback.sentMember') : t('feedback.sentVisitor')} />
      )}
      <FormAlert message={errors.alert(mutation.error)} />

      <FormSelect name="type" label={t('feedback.type')}>
        {(settings.data?.types ?? FEEDBACK_TYPES).map((ty) => (
          <option key={ty} value={ty}>
            {t(`feedback.types.${ty}`)}
          </option>
        ))}
      </FormSelect>

      <ContentField minWords={minWords} maxWords={maxWords} />

      <FormTextField
        name="contact"
        label={loggedIn ? t('feedback.contactOptional') : t('feedback.contact')}
        required={!loggedIn}
        maxLength={FEEDBACK_LIMITS.maxContactChars}
        hint={t('feedback.contactHint')}
        autoComplete="tel"
      />

      <PicturesField />

      <SubmitButton loading={mutation.isPending} className="sm:w-auto sm:self-start">
        {t('feedback.submit')}
      </SubmitButton>
      {!loggedIn && <p className="text-xs text-slate-500">{t('feedback.visitorNote')}</p>}
    </Form>
  );
}

/** The feedback's text with its word count, bound to the form's field `content`. */
function ContentField({ minWords, maxWords }: { minWords: number; maxWords: number }) {
  const { t } = useTranslation();
  return (
    <FormTextArea
      name="content"
      label={t('feedback.content')}
      required
      count={(text) => {
        const words = countWords(text);
        return { text: t('feedback.wordCount', { count: words, max: maxWords }), over: words > maxWords };
      }}
      hint={t('feedback.contentHint', { min: minWords, max: maxWords })}
      rows={6}
      maxLength={FEEDBACK_LIMITS.maxContentChars}
      placeholder={t('feedback.contentPlaceholder')}
      className="min-h-36"
    />
  );
}

/** Up to 3 pictures with their previews, bound to the form's field `images`; each checked as it is picked. */
function PicturesField() {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref, value, onChange },
    error,
  } = useBoundField('images');
  const pictures = value as Picked[];
  const [refused, setRefused] = useState<string | null>(null);
  // A preview URL lives until its picture is removed, sent or the form goes away.
  const { getValues } = useFormContext<{ images: Picked[] }>();
  useEffect(() => () => getValues('images').forEach((p) => URL.revokeObjectURL(p.url)), [getValues]);

  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    const next = [...pictures];
    for (const file of Array.from(list)) {
      if (next.length >= FEEDBACK_LIMITS.maxImages) {
        setRefused(t('errors.feedback_too_many_images'));
        break;
      }
      if (file.size > FEEDBACK_LIMITS.maxImageBytes) {
        setRefused(t('errors.feedback_image_too_large'));
        continue;
      }
      if (!(await sniffImage(file))) {
        setRefused(t('errors.feedback_image_invalid'));
        continue;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    onChange(next);
  };

  const remove = (index: number) => {
    const gone = pictures[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setRefused(null);
    onChange(pictures.filter((_, i) => i !== index));
  };

  const problem = refused ?? error;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-[13px] font-medium text-slate-300">
        {t('feedback.images')}
      </span>
      <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
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
              htmlFor={id}
              className="flex h-24 w-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-white/20 text-xs text-slate-400 hover:border-gold-400 hover:text-gold-300"
            >
              <span className="text-2xl leading-none" aria-hidden="true">
                +
              </span>
              {t('feedback.addImage')}
            </label>
            <input
              ref={ref}
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      <p className={cx('text-xs', problem ? 'text-rose-300' : 'text-slate-500')} role={problem ? 'alert' : undefined}>
        {problem ?? t('feedback.imagesHint')}
      </p>
    </div>
  );
}
