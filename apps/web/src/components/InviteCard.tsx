import { PATHS } from '@lotus/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from './cx';

/** Copies `text` and says so for two seconds (or that it could not). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" onClick={() => void copy()} className={buttonClass('outline', 'md', 'shrink-0')}>
      <span aria-live="polite">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : label}
      </span>
    </button>
  );
}

/**
 * An invitation: a code and a registration link, each with its copy button, and the link's QR code (drawn by
 * the site's server). `labels` name the parts; `intro` goes above, `children` under the link (share buttons).
 */
export function InviteCard({
  code,
  link,
  labels,
  intro,
  codeTestId,
  children,
}: {
  code: string;
  link: string;
  labels: { code: string; copyCode: string; link: string; copyLink: string; qrAlt: string; scan?: string };
  intro: ReactNode;
  codeTestId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-slate-300">{intro}</p>
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{labels.code}</p>
          <div className="mt-1 flex items-center gap-2">
            <span className="font-mono text-2xl font-bold tracking-[0.2em] text-gold-300" data-testid={codeTestId}>
              {code}
            </span>
            <CopyButton text={code} label={labels.copyCode} />
          </div>
        </div>
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{labels.link}</p>
          <div className="mt-1 flex min-w-0 items-center gap-2">
            <input
              readOnly
              value={link}
              aria-label={labels.link}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg bg-navy-950 px-3 text-sm text-slate-200 ring-1 ring-white/10"
            />
            <CopyButton text={link} label={labels.copyLink} />
          </div>
        </div>
        {children}
      </div>
      <figure className="flex flex-col items-center gap-2 justify-self-center">
        <img
          src={`${PATHS.qrCode}?text=${encodeURIComponent(link)}`}
          alt={labels.qrAlt}
          width={160}
          height={160}
          className="h-40 w-40 rounded-xl bg-white p-2"
        />
        {labels.scan && <figcaption className="text-xs text-slate-400">{labels.scan}</figcaption>}
      </figure>
    </div>
  );
}
