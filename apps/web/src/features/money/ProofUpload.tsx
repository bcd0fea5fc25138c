import { PROOF_MAX_FILES, REMARK_MAX_LENGTH } from '@lotus/contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { Form, SubmitButton, useBoundField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { checkProofs, type ProofProblem } from './amount';

/**
 * "Not received" (SPEC §4): proof pictures, png or jpg by content, at most 5 MB each and 3 in all,
 * checked in the browser before anything is sent, and an optional remark (140 characters).
 */
export function ProofUpload({
  onSubmit,
  onCancel,
  error,
  loading,
}: {
  onSubmit: (files: File[], remark: string) => void;
  onCancel: () => void;
  error?: string | null;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        files: z.array(z.instanceof(File)).min(1, t('money.confirm.problems.required')),
        remark: z.string().trim().max(REMARK_MAX_LENGTH),
      }),
    [t],
  );
  return (
    <Form
      schema={schema}
      defaultValues={{ files: [], remark: '' }}
      onSubmit={(v) => onSubmit(v.files, v.remark)}
      className="flex flex-col gap-3 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/10"
    >
      <ProofFiles />
      <Remark />
      <FormAlert message={error} />
      <div className="flex gap-2">
        <button type="button" className={buttonClass('outline', 'lg', 'flex-1')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <SubmitButton loading={loading} variant="primary" className="flex-1">
          {t('money.confirm.sendProof')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The pictures: each one checked as it is picked; the first refused one says why. */
function ProofFiles() {
  const { t } = useTranslation();
  const id = useId();
  const { field, error } = useBoundField('files');
  const files = field.value as File[];
  const input = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState<{ p: ProofProblem; name?: string } | null>(null);

  const add = async (list: FileList | null) => {
    if (!list) return;
    const r = await checkProofs(files, [...list]);
    field.onChange(r.files);
    setRefused(r.problem ? { p: r.problem, name: r.name } : null);
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-[13px] font-medium text-slate-300">
          {t('money.confirm.proof')}
        </label>
        <input
          ref={(el) => {
            input.current = el;
            field.ref(el);
          }}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={files.length >= PROOF_MAX_FILES}
          onChange={(e) => void add(e.target.files)}
          aria-describedby={`${id}-hint`}
          className="text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-white"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('money.confirm.proofHint', { count: PROOF_MAX_FILES })}
        </p>
      </div>
      {files.length > 0 && (
        <ul aria-label={t('money.confirm.proofList')} className="flex flex-col gap-1">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 text-sm text-slate-200">
              <span className="truncate">
                {f.name} <span className="text-xs text-slate-500">({(f.size / 1024).toFixed(0)} KB)</span>
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('money.confirm.removeProof', { name: f.name })}
                onClick={() => field.onChange(files.filter((_, j) => j !== i))}
              >
                {t('money.confirm.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert
        message={
          refused
            ? t(`money.confirm.problems.${refused.p}`, { name: refused.name ?? '', count: PROOF_MAX_FILES })
            : error
        }
      />
    </>
  );
}

/** The optional remark with its length. */
function Remark() {
  const { t } = useTranslation();
  const id = useId();
  const {
    field: { ref, value, onChange, onBlur },
  } = useBoundField('remark');
  const remark = (value as string | undefined) ?? '';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-remark`} className="text-[13px] font-medium text-slate-300">
        {t('money.confirm.remark')}
      </label>
      <textarea
        ref={ref}
        id={`${id}-remark`}
        name="remark"
        value={remark}
        maxLength={REMARK_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={2}
        className="rounded-lg border border-white/10 bg-navy-900/80 px-3 py-2 text-sm text-white outline-none focus:border-gold-400"
      />
      <p className="text-right text-xs text-slate-500">
        {remark.length}/{REMARK_MAX_LENGTH}
      </p>
    </div>
  );
}
