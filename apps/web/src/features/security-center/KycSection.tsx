import type { KycDocumentKind, KycStatus } from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass, cx } from '@/components/cx';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { useBrand } from '@/features/brand';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';
import { isPngOrJpeg, readDataUrl } from './avatar';
import { KYC_MAX_MB, kycKey, kycQuery, uploadKycDocument } from './kyc';
import { Section, SectionLoading } from './Section';

export const KYC_SECTION_ID = 'sc-kyc';
const KINDS: KycDocumentKind[] = ['front', 'back', 'selfie'];
/** The states in which the member uploads (a new check after a rejection or an expiry). */
const OPEN: KycStatus['state'][] = ['none', 'incomplete', 'rejected', 'expired'];
const TONE: Record<KycStatus['state'], string> = {
  none: 'bg-white/5 text-slate-300 ring-white/10',
  incomplete: 'bg-white/5 text-slate-300 ring-white/10',
  pending: 'bg-amber-400/10 text-amber-200 ring-amber-400/30',
  approved: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30',
  rejected: 'bg-rose-400/10 text-rose-200 ring-rose-400/30',
  expired: 'bg-rose-400/10 text-rose-200 ring-rose-400/30',
};

/** One document's slot: uploaded or not, and its upload button while the check is open. */
function Slot({
  kind,
  done,
  open,
  busy,
  onFile,
}: {
  kind: KycDocumentKind;
  done: boolean;
  open: boolean;
  busy: boolean;
  onFile: (kind: KycDocumentKind, e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/5">
      <p className="text-sm font-medium text-white">{t(`security.kyc.kinds.${kind}`)}</p>
      <p className={cx('text-xs', done ? 'text-emerald-300' : 'text-slate-400')}>
        {done ? t('security.kyc.uploaded') : t('security.kyc.notUploaded')}
      </p>
      {open && (
        <>
          <label
            htmlFor={id}
            className={cx(buttonClass('outline', 'sm', 'h-9 px-3 text-sm'), busy && 'pointer-events-none opacity-60')}
          >
            {done ? t('security.kyc.replace') : t('security.kyc.upload')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            disabled={busy}
            aria-label={t('security.kyc.uploadLabel', { kind: t(`security.kyc.kinds.${kind}`) })}
            onChange={(e) => onFile(kind, e)}
          />
        </>
      )}
    </li>
  );
}

/**
 * securityCenter: identity verification (issue 34). The state of the member's check and what to do
 * next, the brand's rule (withdrawals above an amount or a lifetime total wait for it), the withdrawals
 * that wait, and the three pictures to upload (png or jpg, 5 MB, checked here by their first bytes and
 * again by the server).
 */
export function KycSection() {
  const { t, i18n } = useTranslation();
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  const { whitelabel } = useBrand();
  const client = useQueryClient();
  const errorText = useErrorMessage();
  const query = useQuery(kycQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (v: { kind: KycDocumentKind; file: File }) =>
      uploadKycDocument(v.kind, await readDataUrl(v.file)),
    onSuccess: (next) => {
      client.setQueryData(kycKey, next);
      setProblem(null);
    },
    onError: (e) => setProblem(errorText(e)),
  });

  const onFile = async (kind: KycDocumentKind, e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(await isPngOrJpeg(file))) return setProblem(t('security.kyc.notImage', { name: file.name }));
    if (file.size > KYC_MAX_MB * 1024 * 1024)
      return setProblem(t('security.kyc.tooLarge', { name: file.name, mb: KYC_MAX_MB }));
    setProblem(null);
    upload.mutate({ kind, file });
  };

  return (
    <Section id={KYC_SECTION_ID} title={t('security.kyc.title')} description={t('security.kyc.text')}>
      {query.isPending ? (
        <SectionLoading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        (() => {
          const k = query.data;
          const open = OPEN.includes(k.state);
          const money = (v: bigint) => formatAmount(v, lang);
          return (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONE[k.state])}
                  data-testid="kyc-state"
                >
                  {t(`security.kyc.states.${k.state}`)}
                </span>
                {k.decidedAt && k.state !== 'pending' && (
                  <span className="text-xs text-slate-400">{formatDateTime(k.decidedAt, whitelabel.timeZone)}</span>
                )}
              </div>
              <p className="text-sm text-slate-200">
                {t(`security.kyc.next.${k.state}`, {
                  missing: k.missing.map((m) => t(`security.kyc.kinds.${m}`)).join(', '),
                  reason: k.reason ?? '',
                })}
              </p>
              {(k.requiredAbove !== null || k.requiredLifetime !== null) && (
                <ul className="list-disc pl-5 text-xs text-slate-400">
                  {k.requiredAbove !== null && (
                    <li>{t('security.kyc.ruleAbove', { amount: money(k.requiredAbove) })}</li>
                  )}
                  {k.requiredLifetime !== null && (
                    <li>{t('security.kyc.ruleLifetime', { amount: money(k.requiredLifetime) })}</li>
                  )}
                </ul>
              )}
              {k.waitingWithdrawals > 0 && (
                <FormAlert tone="info" message={t('security.kyc.waiting', { count: k.waitingWithdrawals })} />
              )}
              <ul className="grid gap-3 sm:grid-cols-3">
                {KINDS.map((kind) => (
                  <Slot
                    key={kind}
                    kind={kind}
                    done={k.documents.some((d) => d.kind === kind)}
                    open={open}
                    busy={upload.isPending}
                    onFile={(kk, e) => void onFile(kk, e)}
                  />
                ))}
              </ul>
              {open && <p className="text-xs text-slate-400">{t('security.kyc.rule', { mb: KYC_MAX_MB })}</p>}
              <div className="empty:hidden">
                <FormAlert message={problem} />
                {upload.isPending && <p className="text-xs text-slate-400">{t('security.kyc.uploading')}</p>}
              </div>
            </div>
          );
        })()
      )}
    </Section>
  );
}
