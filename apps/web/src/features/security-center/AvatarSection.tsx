import type { Avatar } from '@lotus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api';
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  OFFERED_AVATARS,
  isPngOrJpeg,
  readDataUrl,
  setStaticAvatar,
  staticAvatarSrc,
  uploadAvatar,
  useAvatar,
} from './avatar';
import { avatarKey } from './queries';
import { MemberAvatar } from './MemberAvatar';
import { Section } from './Section';

/** securityCenter: the current avatar, a choice of the static pictures and a custom png / jpg upload. */
export function AvatarSection() {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const client = useQueryClient();
  const avatar = useAvatar();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The server's own message on refusal (it is already in the requested language).
  const refusal = (e: unknown) =>
    isApiError(e) &&
    !(CLIENT_ERROR_CODES as readonly string[]).includes(e.errorCode) &&
    e.message &&
    e.message !== e.errorCode
      ? e.message
      : errorText(e);
  const onSaved = (next: Avatar) => {
    client.setQueriesData({ queryKey: avatarKey }, next);
    setProblem(null);
    setDone(true);
  };
  const pick = useMutation({ mutationFn: setStaticAvatar, onSuccess: onSaved, onError: (e) => setProblem(refusal(e)) });
  const upload = useMutation({
    mutationFn: async (file: File) => uploadAvatar(await readDataUrl(file)),
    onSuccess: onSaved,
    onError: (e) => setProblem(refusal(e)),
  });
  const busy = pick.isPending || upload.isPending;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setDone(false);
    if (!file) return;
    if (!(await isPngOrJpeg(file))) return setProblem(t('security.avatar.notImage', { name: file.name }));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('security.avatar.tooLarge', { name: file.name, mb: 5 }));
    setProblem(null);
    upload.mutate(file);
  };

  const current = avatar.data;
  return (
    <Section id="sc-avatar" title={t('security.avatar.title')} description={t('security.avatar.text')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-2 sm:w-36">
          <MemberAvatar avatar={current} size={96} className="ring-2 ring-gold-400/70" />
          <span className="text-xs text-slate-400" data-testid="avatar-kind">
            {current?.avatarType === 'CUSTOM' ? t('security.avatar.custom') : t('security.avatar.static')}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="mb-2 text-sm font-medium text-slate-200" id={`${inputId}-list`}>
            {t('security.avatar.choose')}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${inputId}-list`}>
            {OFFERED_AVATARS.map((id, i) => {
              const selected = current?.avatarType === 'STATIC' && current.avatar === id;
              return (
                <li key={id}>
                  <button
                    type="button"
                    disabled={busy}
                    aria-pressed={selected}
                    aria-label={t('security.avatar.option', { n: i + 1 })}
                    onClick={() => {
                      setDone(false);
                      setProblem(null);
                      pick.mutate(id);
                    }}
                    className={cx(
                      'block overflow-hidden rounded-full ring-2 transition disabled:opacity-60',
                      selected ? 'ring-gold-400' : 'ring-transparent hover:ring-white/40',
                    )}
                  >
                    <img src={staticAvatarSrc(id)} alt="" className="h-12 w-12" />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className={cx(buttonClass('outline', 'sm', 'h-9 px-4 text-sm'), busy && 'pointer-events-none opacity-60')}
            >
              {upload.isPending ? t('security.avatar.uploading') : t('security.avatar.upload')}
            </label>
            <input
              id={inputId}
              type="file"
              accept={AVATAR_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-label={t('security.avatar.uploadLabel')}
              onChange={(e) => void onFile(e)}
            />
            <span className="text-xs text-slate-400">{t('security.avatar.rule', { mb: 5 })}</span>
          </div>
          <div className="mt-3 empty:hidden">
            <FormAlert message={problem} />
            {done && !problem && <FormAlert tone="success" message={t('security.avatar.saved')} />}
          </div>
        </div>
      </div>
    </Section>
  );
}
