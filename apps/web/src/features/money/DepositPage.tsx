import { depositCreateBodySchema, type DepositChannel, type DepositOrder } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { Form, FormTextField, SubmitButton } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { Spinner } from '@/components/Spinner';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { session } from '@/lib/storage';
import { amountText } from './amount';
import { createDeposit, newRequestId } from './api';
import { BankTransferOrder } from './BankTransferOrder';
import { useMoneyChanged, useMoneyFormat, useRateFormat } from './hooks';
import { depositChannelsQuery, depositOrderQuery, depositsQuery } from './queries';
import { depositTone } from './status';
import {
  AmountInput,
  Card,
  Loading,
  MoneyPage,
  OrderListCard,
  StatusBadge,
  quickAmountsFor,
  useAmountSchema,
} from './ui';

/** The gateway order the member went to pay (session storage), followed on return. */
const PENDING_KEY = 'pendingDeposit';
/** The bank-transfer order being paid (session storage): still shown after a reload or a trip to the bank app. */
const BANK_KEY = 'bankDeposit';

/**
 * depositv2: the brand's channels (min / max, fees, in their order), the amount with quick amounts;
 * a bank transfer shows the bank and the generated reference, an e-wallet or QR payment opens the
 * gateway's payer page and follows the order on return; the member's deposits with their status.
 */
export function DepositPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  const channels = useQuery(depositChannelsQuery());
  const [following, setFollowing] = useState<string | null>(() => session.get(PENDING_KEY));
  const [bankOrder, setBankOrder] = useState<{ orderNo: string; initial?: DepositOrder } | null>(() => {
    const orderNo = session.get(BANK_KEY);
    return orderNo ? { orderNo } : null;
  });

  return (
    <MoneyPage title={t('memberCentre.pages.depositv2')}>
      {following && (
        <FollowOrder
          orderNo={following}
          onClose={() => {
            session.remove(PENDING_KEY);
            setFollowing(null);
          }}
        />
      )}
      {bankOrder && (
        <BankTransferOrder
          orderNo={bankOrder.orderNo}
          initial={bankOrder.initial}
          onClose={() => {
            session.remove(BANK_KEY);
            setBankOrder(null);
          }}
        />
      )}
      <QueryView
        query={channels}
        loading={<Loading />}
        isEmpty={(d) => d.length === 0}
        empty={
          <EmptyState level={3} title={t('money.deposit.noChannels')} description={t('money.deposit.noChannelsText')} />
        }
      >
        {(list) => (
          <DepositForm
            channels={[...list].sort((a, b) => a.sort - b.sort)}
            onBankOrder={(o) => {
              if (!o.instructions) return;
              session.set(BANK_KEY, o.orderNo);
              setBankOrder({ orderNo: o.orderNo, initial: o });
            }}
            onGateway={(o) => {
              session.set(PENDING_KEY, o.orderNo);
              window.location.assign(o.redirectUrl!);
            }}
          />
        )}
      </QueryView>
      <DepositList
        onShowTransfer={(o) => {
          session.set(BANK_KEY, o.orderNo);
          setBankOrder({ orderNo: o.orderNo, initial: o });
        }}
      />
    </MoneyPage>
  );
}

function feeText(
  t: ReturnType<typeof useTranslation>['t'],
  money: (minor: bigint) => string,
  rate: (bps: number) => string,
  c: DepositChannel,
) {
  if (!c.feeBps && !c.feeFixed) return t('money.deposit.noFee');
  const parts: string[] = [];
  if (c.feeBps) parts.push(rate(c.feeBps));
  if (c.feeFixed) parts.push(money(c.feeFixed));
  return t('money.deposit.fee', { fee: parts.join(' + ') });
}

function DepositForm({
  channels,
  onBankOrder,
  onGateway,
}: {
  channels: DepositChannel[];
  onBankOrder: (o: DepositOrder) => void;
  onGateway: (o: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rate = useRateFormat();
  const errors = useServerErrors(['amount', 'payerName']);
  const changed = useMoneyChanged();
  const amount = useAmountSchema();
  // The channel sets the limits (the schema), so it is the form's setting rather than one of its fields.
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const [requestId] = useState(newRequestId);
  // The maximum is the member's: the server lowers it to what their deposit limits leave (rgLimited).
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const usedUp = channel.rgLimited && limits.max < limits.min;
  const schema = useMemo(
    () =>
      depositCreateBodySchema
        .pick({ payerName: true })
        .extend({ amount: amount({ min: channel.minAmount, max: channel.maxAmount }) }),
    [amount, channel.minAmount, channel.maxAmount],
  );
  type Values = z.output<typeof schema>;

  const create = useMutation({
    mutationFn: ({ amount: minor, payerName }: Values) =>
      createDeposit({
        channelId: channel.id,
        amount: amountText(minor),
        payerName: channel.type === 'bank_transfer' && payerName ? payerName : undefined,
        clientRequestId: `${requestId}-${channel.id}-${minor}`,
        returnPath: '/index?mc=depositv2',
      }),
    onSuccess: (o) => {
      changed();
      if (o.redirectUrl && o.channelType !== 'bank_transfer') onGateway(o);
      else onBankOrder(o);
    },
    onError: (e) => {
      // The operator switched the channel off (or changed it): show the brand's channels as they are now.
      if (isApiError(e) && (e.errorCode === 'deposit_channel_not_found' || e.errorCode === 'amount_out_of_range'))
        changed();
    },
  });

  return (
    <Card title={t('money.deposit.new')}>
      <Form
        schema={schema}
        defaultValues={{ amount: '', payerName: '' }}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: (o) => {
              if (!(o.redirectUrl && o.channelType !== 'bank_transfer')) form.resetField('amount');
            },
            onError: (e) => errors.put(form, e),
          })
        }
      >
        <div
          role="radiogroup"
          aria-label={t('money.deposit.channel')}
          className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        >
          {channels.map((c) => {
            const selected = c.id === channel.id;
            return (
              <button
                key={c.id}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => {
                  setChannelId(c.id);
                  create.reset();
                }}
                className={cx(
                  'flex flex-col items-start gap-0.5 rounded-xl px-4 py-3 text-left ring-1 transition-colors',
                  selected ? 'bg-primary/25 ring-gold-400' : 'bg-navy-900/60 ring-white/10 hover:ring-white/30',
                )}
              >
                <span className="text-sm font-semibold text-white">{c.name}</span>
                <span className="text-xs text-slate-400">{t(`money.deposit.types.${c.type}`)}</span>
                <span className="text-xs text-slate-400 tabular-nums">
                  {c.rgLimited && c.maxAmount < c.minAmount
                    ? t('money.deposit.rgUsedUpShort')
                    : t('money.amount.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
                </span>
                <span className="text-xs text-gold-300/90">{feeText(t, money, rate, c)}</span>
              </button>
            );
          })}
        </div>
        {usedUp ? (
          <p
            role="status"
            className="rounded-xl bg-amber-500/10 px-4 py-3 text-sm text-amber-200 ring-1 ring-amber-400/30"
          >
            {t('money.deposit.rgUsedUp')}
          </p>
        ) : (
          <>
            {channel.rgLimited && (
              <p role="status" className="text-sm text-amber-200">
                {t('money.deposit.rgRoom', { max: money(limits.max) })}
              </p>
            )}
            <AmountInput
              name="amount"
              min={limits.min}
              max={limits.max}
              quickAmounts={quickAmountsFor(limits.min, limits.max)}
            />
          </>
        )}
        {channel.type === 'bank_transfer' && (
          <FormTextField
            name="payerName"
            label={t('money.deposit.payerName')}
            maxLength={64}
            hint={t('money.deposit.payerNameHint')}
            autoComplete="name"
          />
        )}
        <p className="text-xs text-slate-400">
          {channel.type === 'bank_transfer' ? t('money.deposit.bankHint') : t('money.deposit.gatewayHint')}
        </p>
        <FormAlert message={errors.alert(create.error)} />
        <SubmitButton loading={create.isPending} disabled={usedUp}>
          {t('money.deposit.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** The gateway order after the member comes back: a progress indicator while pending, then its outcome. */
function FollowOrder({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const changed = useMoneyChanged();
  const order = useQuery(depositOrderQuery(orderNo));
  const status = order.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') changed();
  }, [status, changed]);

  return (
    <Card
      title={t('money.deposit.followTitle', { orderNo })}
      action={
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <QueryView query={order} loading={<Loading />}>
        {(o) =>
          o.status === 'pending' ? (
            <div role="status" aria-live="polite" className="flex items-center gap-3">
              <Spinner size={28} />
              <div>
                <p className="text-sm font-semibold text-white">{t('money.deposit.waiting')}</p>
                <p className="text-xs text-slate-400">{t('money.deposit.waitingText')}</p>
                {o.redirectUrl && (
                  <a href={o.redirectUrl} className="mt-1 inline-block text-xs text-gold-300 underline">
                    {t('money.deposit.openPayPage')}
                  </a>
                )}
              </div>
            </div>
          ) : (
            <div role="status" className="flex flex-wrap items-center gap-3">
              <StatusBadge tone={depositTone(o.status)}>{t(`money.depositStatus.${o.status}`)}</StatusBadge>
              <span className="text-sm text-slate-200">
                {o.status === 'credited'
                  ? t('money.deposit.creditedText', { amount: money(o.creditAmount) })
                  : t('money.deposit.failedText')}
              </span>
            </div>
          )
        }
      </QueryView>
    </Card>
  );
}

/** The member's deposits; a bank transfer still waiting offers its QR and details again. */
function DepositList({ onShowTransfer }: { onShowTransfer: (o: DepositOrder) => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const list = useQuery(depositsQuery(page));
  return (
    <OrderListCard
      title={t('money.deposit.list')}
      query={list}
      emptyText={t('money.deposit.listEmpty')}
      page={page}
      onPage={setPage}
    >
      {(o) => (
        <li key={o.orderNo} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-white">
              {o.channelName} · <span className="tabular-nums">{money(o.amount)}</span>
            </p>
            <p className="text-xs text-slate-400 tabular-nums">
              {o.orderNo} · {formatDateTime(o.createdAt, whitelabel.timeZone)}
              {o.fee > 0 && ` · ${t('money.deposit.feeTaken', { fee: money(o.fee) })}`}
            </p>
          </div>
          <span className="flex items-center gap-2">
            {o.status === 'pending' && o.instructions && (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('money.deposit.showTransferOf', { orderNo: o.orderNo })}
                onClick={() => onShowTransfer(o)}
              >
                {t('money.deposit.showTransfer')}
              </button>
            )}
            <StatusBadge tone={depositTone(o.status)}>{t(`money.depositStatus.${o.status}`)}</StatusBadge>
          </span>
        </li>
      )}
    </OrderListCard>
  );
}
