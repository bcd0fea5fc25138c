import { minorToAmountText, type DepositOrder } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import { formatDateTime } from '@/lib/format';
import { useMoneyChanged, useMoneyFormat } from './hooks';
import { depositOrderQuery } from './queries';
import { depositTone } from './status';
import { Card, StatusBadge } from './ui';

const VietQrImage = lazy(() => import('./VietQrImage').then((m) => ({ default: m.VietQrImage })));

/** hh:mm:ss (or mm:ss) left until `until`, ticking every second; null once it has passed. */
function useCountdown(until: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.floor((new Date(until).getTime() - now) / 1000);
  if (left <= 0) return null;
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** A value with a button that copies it (`copyText`: what goes to the clipboard, default the value). */
function CopyRow({
  label,
  value,
  copyText,
  emphasis,
}: {
  label: string;
  value: ReactNode;
  copyText: string;
  emphasis?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(id);
  }, [copied]);
  return (
    <div
      className={cx(
        'flex items-center justify-between gap-3 rounded-xl px-4 py-2.5 ring-1',
        emphasis ? 'bg-gold-400/10 ring-gold-400/40' : 'bg-navy-900/60 ring-white/5',
      )}
    >
      <div className="min-w-0">
        <dt className="text-xs text-slate-400">{label}</dt>
        <dd className={cx('font-semibold break-words tabular-nums', emphasis ? 'text-gold-300' : 'text-white')}>
          {value}
        </dd>
      </div>
      <button
        type="button"
        className={cx(buttonClass('ghost', 'sm'), 'shrink-0')}
        aria-label={t('money.deposit.copyLabel', { field: label })}
        onClick={() => {
          void navigator.clipboard?.writeText(copyText).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t('money.deposit.copied') : t('money.deposit.copy')}
      </button>
    </div>
  );
}

/**
 * A bank-transfer order while the member pays it: the VietQR code of the order (bank, account, amount
 * and reference in one scan), every field with a copy button, a countdown to the order's expiry, and
 * the sandbox bank in demos. It follows the order (read again while pending, and at once when the
 * balance stream says money moved) and turns to "received" by itself when the order is credited.
 */
export function BankTransferOrder({
  orderNo,
  initial,
  onClose,
}: {
  orderNo: string;
  /** The order as it was opened (shown at once); without it the order is read first. */
  initial?: DepositOrder | undefined;
  onClose: () => void;
}) {
  const followed = useQuery({ ...depositOrderQuery(orderNo), ...(initial ? { initialData: initial } : {}) });
  const box = useRef<HTMLDivElement>(null);
  const opened = !!initial;
  // A new order opens above the form the member just used: bring it into view (on a phone it is off screen).
  useEffect(() => {
    if (opened) box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [orderNo, opened]);
  if (!followed.data?.instructions) return null;
  return (
    <div ref={box} className="scroll-mt-4">
      <BankTransferCard o={followed.data} onClose={onClose} />
    </div>
  );
}

function BankTransferCard({ o, onClose }: { o: DepositOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const changed = useMoneyChanged();
  const { whitelabel } = useBrand();
  const i = o.instructions!;
  const left = useCountdown(o.expiresAt);
  useEffect(() => {
    if (o.status !== 'pending') changed();
  }, [o.status, changed]);

  const close = (
    <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
      {t('common.close')}
    </button>
  );

  if (o.status !== 'pending')
    return (
      <Card title={t('money.deposit.bankTitle')} action={close} className="ring-gold-400/40">
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <StatusBadge tone={depositTone(o.status)}>
            {o.status === 'credited' ? t('money.deposit.received') : t(`money.depositStatus.${o.status}`)}
          </StatusBadge>
          <p className="text-base font-semibold text-white">
            {o.status === 'credited'
              ? t('money.deposit.receivedText', { amount: money(o.creditAmount) })
              : t('money.deposit.notReceivedText')}
          </p>
          <p className="text-xs text-slate-400 tabular-nums">{o.orderNo}</p>
        </div>
      </Card>
    );

  return (
    <Card
      title={t('money.deposit.bankTitle')}
      description={t('money.deposit.bankText', { time: formatDateTime(o.expiresAt, whitelabel.timeZone) })}
      action={close}
      className="ring-gold-400/40"
    >
      <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        {i.qr ? (
          <div className="flex flex-col items-center gap-2">
            <Suspense fallback={<Spinner />}>
              <VietQrImage payload={i.qr} orderNo={o.orderNo} label={t('money.deposit.qrAlt', { bank: i.bankName })} />
            </Suspense>
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <p
            role="timer"
            aria-live="off"
            className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-400/10 px-4 py-2 text-sm text-sky-100 ring-1 ring-sky-400/30"
          >
            <Spinner size={16} />
            <span>{t('money.deposit.waitingTransfer')}</span>
            {left && (
              <span className="ml-auto font-semibold tabular-nums">{t('money.deposit.expiresIn', { time: left })}</span>
            )}
          </p>
          <dl className="flex flex-col gap-2">
            <CopyRow label={t('money.deposit.bankName')} value={i.bankName} copyText={i.bankName} />
            <CopyRow label={t('money.deposit.accountNo')} value={i.accountNo} copyText={i.accountNo} />
            <CopyRow label={t('money.deposit.accountName')} value={i.accountName} copyText={i.accountName} />
            <CopyRow
              label={t('money.amount.label')}
              value={money(i.amount)}
              copyText={i.amount % 100n === 0n ? String(i.amount / 100n) : minorToAmountText(i.amount)}
            />
            <CopyRow
              label={t('money.deposit.reference')}
              value={<span data-testid="deposit-reference">{i.reference}</span>}
              copyText={i.reference}
              emphasis
            />
          </dl>
          <p className="text-xs text-slate-400">{t('money.deposit.referenceHint')}</p>
          <p className="text-xs text-slate-500 tabular-nums">
            {t('money.deposit.orderNo')}: {o.orderNo}
          </p>
          {i.sandboxPayUrl && (
            <a
              href={i.sandboxPayUrl}
              target="_blank"
              rel="noopener"
              className={cx(buttonClass('ghost', 'sm'), 'self-start')}
            >
              {t('money.deposit.sandboxBank')}
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
