import {
  CARRY_OVER_RULES,
  contractConfirmDetailsSchema,
  decimalHundredths,
  KIND_PERIODS,
  minorToAmountText,
  type AgentContract,
  type CarryOver,
  type ContractKind,
  type ContractOfferBody,
  type ContractPeriod,
  type ContractTier,
} from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatAmount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isSiteLanguage } from '@/lib/language';
import { isApiError } from '@/lib/api';
import { buttonClass } from '@/components/cx';
import { SiteDialog } from '@/components/Dialog';
import { ErrorState, useErrorMessage } from '@/components/ErrorState';
import { Form, FormTextField, SubmitButton, type FormApi } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { Skeleton } from '@/components/Skeleton';
import { contractKeys, offer, saveTemplate, templateQuery } from './api';
import { ContractCard } from './ContractCard';

const MAX_TIERS = 10;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

interface TierText {
  validBet: string;
  profitLoss: string;
  activeMembers: string;
  betAmount: string;
  rate: string;
}

const EMPTY_TIER: TierText = { validBet: '0', profitLoss: '0', activeMembers: '0', betAmount: '0', rate: '' };

/** Tiers as an offer sends them: thresholds typed in major units. */
type TiersInput = ContractOfferBody['tiers'];

/** A saved tier (money in minor units) as the major-unit text its fields start with. */
const toText = (t: ContractTier): TierText => ({
  validBet: minorToAmountText(t.validBet),
  profitLoss: minorToAmountText(t.profitLoss),
  activeMembers: String(t.activeMembers),
  betAmount: minorToAmountText(t.betAmount),
  rate: (t.rateBps / 100).toString(),
});

/**
 * Offering a contract of a kind to a direct downline (SPEC §4): the tiers start from the agent's saved
 * template, can be edited and saved back; an offer below rates the downline granted its own downlines
 * asks the agent to confirm, then is sent again with `confirm`, which ends them. Team management
 * opens it for a downline (`downline` set); closed when null.
 */
export function OfferContractDialog({
  token,
  kind,
  downline,
  onClose,
}: {
  token: string;
  kind: ContractKind;
  downline: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const template = useQuery({ ...templateQuery(token, kind), enabled: downline !== null });
  return (
    <SiteDialog
      open={downline !== null}
      onOpenChange={(o) => !o && onClose()}
      size="md"
      title={t('agentContracts.offer.title', { kind: t(`agentContracts.kind.${kind}`), username: downline ?? '' })}
    >
      {/* The dialog's body has no padding of its own: the form keeps off its edges. */}
      <div className="p-4 sm:p-5">
        {template.isPending ? (
          <Skeleton className="h-48 w-full rounded-xl" />
        ) : template.isError ? (
          <ErrorState error={template.error} onRetry={() => void template.refetch()} />
        ) : (
          <OfferForm
            key={downline}
            token={token}
            kind={kind}
            downline={downline ?? ''}
            initial={template.data.tiers.length ? template.data.tiers.map(toText) : [EMPTY_TIER]}
            initialPeriod={template.data.period}
            initialCarryOver={template.data.carryOver}
            onDone={onClose}
          />
        )}
      </div>
    </SiteDialog>
  );
}

function OfferForm({
  token,
  kind,
  downline,
  initial,
  initialPeriod,
  initialCarryOver,
  onDone,
}: {
  token: string;
  kind: ContractKind;
  downline: string;
  initial: TierText[];
  initialPeriod: ContractPeriod;
  initialCarryOver: CarryOver;
  onDone: () => void;
}) {
  const [period, setPeriod] = useState<ContractPeriod>(initialPeriod);
  const [carryOver, setCarryOver] = useState<CarryOver>(initialCarryOver);
  const ids = useId();
  const { t } = useTranslation();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const [count, setCount] = useState(initial.length);
  const [conflicts, setConflicts] = useState<AgentContract[] | null>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => {
    const amount = z.string().trim().regex(AMOUNT, t('agentContracts.offer.amountRule'));
    return z.object({
      tiers: z
        .array(
          z.object({
            validBet: amount,
            profitLoss: amount,
            activeMembers: z
              .string()
              .trim()
              .regex(/^\d{1,6}$/, t('agentContracts.offer.countRule')),
            betAmount: amount,
            rate: z
              .string()
              .trim()
              .regex(RATE, t('agentContracts.offer.rateRule'))
              .refine((v) => Number(v) <= 100, t('agentContracts.offer.rateRule')),
          }),
        )
        .min(1)
        .max(MAX_TIERS),
    });
  }, [t]);
  type Values = z.output<typeof schema>;
  const toTiers = (v: Values): TiersInput =>
    v.tiers.slice(0, count).map((x) => ({
      validBet: x.validBet,
      profitLoss: kind === 'dividend' ? x.profitLoss : '0',
      activeMembers: Number(x.activeMembers),
      betAmount: x.betAmount,
      rateBps: Math.round(Number(x.rate) * 100),
    }));
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: [...contractKeys.all, token] });
  const send = useMutation({
    mutationFn: (v: { tiers: TiersInput; confirm: boolean }) =>
      offer(token, { downline, kind, period, tiers: v.tiers, carryOver, confirm: v.confirm }),
    onSuccess: () => {
      invalidate();
      onDone();
    },
    onError: (e) => {
      if (isApiError(e) && e.errorCode === 'agent_contract_confirm_required') {
        setConflicts(contractConfirmDetailsSchema.safeParse(e.details).data?.contracts ?? []);
      }
    },
  });
  const store = useMutation({
    mutationFn: (tiers: TiersInput) => saveTemplate(token, kind, { period, tiers, carryOver }),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: [...contractKeys.all, token, 'template', kind] });
    },
  });
  const removeTier = (form: FormApi<typeof schema>, i: number) => {
    const rest = form.getValues('tiers').filter((_, j) => j !== i);
    form.reset({ tiers: rest });
    setCount((n) => n - 1);
  };
  const [lastTiers, setLastTiers] = useState<TiersInput | null>(null);

  if (conflicts && lastTiers) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert tone="info" message={t('agentContracts.offer.confirmText')} />
        {conflicts.map((c) => (
          <ContractCard key={c.id} contract={c} />
        ))}
        <FormAlert message={send.error && !isConfirm(send.error) ? message(send.error) : null} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('danger', 'md')}
            disabled={send.isPending}
            onClick={() => send.mutate({ tiers: lastTiers, confirm: true })}
          >
            {t('agentContracts.offer.confirm')}
          </button>
          <button type="button" className={buttonClass('outline', 'md')} onClick={() => setConflicts(null)}>
            {t('agentContracts.offer.back')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <Form
      schema={schema}
      defaultValues={{ tiers: initial }}
      onSubmit={(v) => {
        const tiers = toTiers(v);
        setLastTiers(tiers);
        setSaved(false);
        send.mutate({ tiers, confirm: false });
      }}
      aria-label={t('agentContracts.offer.form')}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-300">{t(`agentContracts.offer.help_${kind}`)}</p>
          {KIND_PERIODS[kind].length > 1 && (
            <label className="flex flex-col gap-1 text-sm text-slate-300">
              {t('agentContracts.offer.period')}
              <select
                value={period}
                onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
                className="rounded-lg bg-navy-900 px-3 py-2 text-white ring-1 ring-white/10"
              >
                {KIND_PERIODS[kind].map((p) => (
                  <option key={p} value={p}>
                    {t(`agentContracts.period.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind === 'dividend' && (
            <div className="flex flex-col gap-1 text-sm text-slate-300">
              <label htmlFor={`${ids}-carry`}>{t('agentContracts.offer.carryOver')}</label>
              <select
                id={`${ids}-carry`}
                value={carryOver}
                onChange={(e) => setCarryOver(e.target.value as CarryOver)}
                aria-describedby={`${ids}-carry-help`}
                className="rounded-lg bg-navy-900 px-3 py-2 text-white ring-1 ring-white/10"
              >
                {CARRY_OVER_RULES.map((r) => (
                  <option key={r} value={r}>
                    {t(`agentContracts.carryOver.${r}`)}
                  </option>
                ))}
              </select>
              <span id={`${ids}-carry-help`} className="text-xs text-slate-400">
                {t('agentContracts.offer.carryOverHelp')}
              </span>
            </div>
          )}
          {Array.from({ length: count }, (_, i) => (
            <fieldset
              key={i}
              className="grid grid-cols-2 gap-2 rounded-xl bg-navy-900/60 p-3 ring-1 ring-white/5 sm:grid-cols-5"
            >
              <legend className="px-1 text-xs font-semibold text-slate-300">
                {t('agentContracts.offer.tier', { n: i + 1 })}
              </legend>
              <TierAmountField name={`tiers.${i}.validBet`} label={t('agentContracts.tier.validBet')} />
              {kind === 'dividend' && (
                <TierAmountField name={`tiers.${i}.profitLoss`} label={t('agentContracts.tier.profitLoss')} />
              )}
              <FormTextField
                name={`tiers.${i}.activeMembers`}
                label={t('agentContracts.tier.activeMembers')}
                inputMode="numeric"
              />
              <TierAmountField name={`tiers.${i}.betAmount`} label={t(`agentContracts.tier.betAmount_${kind}`)} />
              <FormTextField
                name={`tiers.${i}.rate`}
                label={t('agentContracts.tier.ratePercent')}
                inputMode="decimal"
              />
              {count > 1 && (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'col-span-2 justify-self-start sm:col-span-5')}
                  onClick={() => removeTier(form, i)}
                >
                  {t('agentContracts.offer.removeTier')}
                </button>
              )}
            </fieldset>
          ))}
          {count < MAX_TIERS && (
            <button
              type="button"
              className={buttonClass('outline', 'sm', 'self-start')}
              onClick={() => {
                form.setValue(`tiers.${count}`, EMPTY_TIER);
                setCount((n) => n + 1);
              }}
            >
              {t('agentContracts.offer.addTier')}
            </button>
          )}
          <FormAlert message={send.error && !isConfirm(send.error) ? message(send.error) : null} />
          <FormAlert message={store.error ? message(store.error) : null} />
          <FormAlert tone="success" message={saved ? t('agentContracts.offer.saved') : null} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton loading={send.isPending}>{t('agentContracts.offer.submit')}</SubmitButton>
            <button
              type="button"
              className={buttonClass('outline', 'md')}
              disabled={store.isPending}
              onClick={() =>
                void form
                  .handleSubmit((v) => store.mutate(toTiers(v)))()
                  .catch(() => undefined)
              }
            >
              {t('agentContracts.offer.saveTemplate')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}

const isConfirm = (e: unknown) => isApiError(e) && e.errorCode === 'agent_contract_confirm_required';

/** A tier's amount, typed in major units; the figure it makes is shown grouped under it (10000000 → 10.000.000,00). */
function TierAmountField({ name, label }: { name: string; label: string }) {
  const { i18n } = useTranslation();
  const text = useWatch({ name }) as string | undefined;
  const minor = AMOUNT.test(text ?? '') ? decimalHundredths(text!, 12) : null;
  const lang = isSiteLanguage(i18n.language) ? i18n.language : 'vi';
  return (
    <FormTextField
      name={name}
      label={label}
      inputMode="decimal"
      hint={typeof minor === 'bigint' ? formatAmount(minor, lang) : undefined}
    />
  );
}
