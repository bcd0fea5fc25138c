import type { QueueClaim, QueueKind } from '@lotus/contracts';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { Form, FormTextArea } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { isApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE } from '../ConsolePage';
import { Empty, Loading, useMoney } from '../members/shared';
import { useOperator } from '../operator';
import { Tag } from '../Tag';
import { queueKeys } from './queries';
import { opsImageUrl, queuesApi } from './queuesApi';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';

/**
 * The text of a queue call's failure: an item another operator holds names the holder (the answer's
 * `value.holder`); anything else as everywhere.
 */
export function useQueueErrorMessage() {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (error: unknown): string => {
    const holder =
      isApiError(error) && error.errorCode === 'item_claimed_by_other'
        ? (error.details as { holder?: unknown } | undefined)?.holder
        : undefined;
    return typeof holder === 'string' ? t('console.queues.heldByOther', { name: holder }) : message(error);
  };
}

/** Refreshes every queue and the counts (after a decision, a claim or a release). */
export function useQueueRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queueKeys.all });
}

/**
 * A queue's decision: the call, then the queues refreshed whatever the answer (another operator may
 * have decided first); its failure shows above the list (`error`).
 */
export function useDecision<V>(call: (v: V) => Promise<unknown>) {
  const refresh = useQueueRefresh();
  return useMutation({ mutationFn: call, onSettled: refresh });
}

/** Whether the signed-in operator holds this claim. */
export function useMine() {
  const me = useOperator();
  return (claim: QueueClaim | null | undefined) =>
    !!claim && claim.operatorId === (me.kind === 'automation' ? null : me.id) && claim.operatorName === me.username;
}

/**
 * Who works on an item, and Claim / Release: a claimed item shows "claimed by X" (or "you"), the
 * holder may release it; anybody may claim a free one. Decisions on another operator's item are
 * refused by the server (item_claimed_by_other), so the page disables them (`claimedByOther`).
 */
export function ClaimControl({
  kind,
  refId,
  claim,
  label,
}: {
  kind: QueueKind;
  refId: string;
  claim: QueueClaim | null | undefined;
  /** What the item is called in the buttons' names (an order number, a member). */
  label: string;
}) {
  const { t } = useTranslation();
  const mine = useMine()(claim);
  const message = useQueueErrorMessage();
  const refresh = useQueueRefresh();
  const claimIt = useMutation({ mutationFn: () => queuesApi.claim(kind, refId), onSettled: refresh });
  const release = useMutation({ mutationFn: () => queuesApi.release(kind, refId), onSettled: refresh });
  const error = claimIt.error ?? release.error;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {claim && (
        <Tag tone={mine ? 'green' : 'amber'}>
          {mine ? t('console.queues.claimedByYou') : t('console.queues.claimedBy', { name: claim.operatorName })}
        </Tag>
      )}
      {mine ? (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={release.isPending}
          aria-label={t('console.queues.releaseOf', { item: label })}
          onClick={() => release.mutate()}
        >
          {t('console.queues.release')}
        </button>
      ) : (
        !claim && (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={claimIt.isPending}
            aria-label={t('console.queues.claimOf', { item: label })}
            onClick={() => claimIt.mutate()}
          >
            {t('console.queues.claim')}
          </button>
        )
      )}
      {error && <span className="text-xs text-rose-300">{message(error)}</span>}
    </span>
  );
}

/** Whether another operator holds the item (its decisions are disabled). */
export function useClaimedByOther() {
  const mine = useMine();
  return (claim: QueueClaim | null | undefined) => !!claim && !mine(claim);
}

/**
 * A decision that needs words: a rejection's reason (required) or a note (optional), then the
 * decision's button. Closes itself on success.
 */
export function ReasonDialog({
  title,
  label,
  required,
  confirm,
  onSubmit,
  onClose,
  max = 200,
}: {
  title: string;
  label: string;
  required: boolean;
  confirm: string;
  /** The longest text (the server's limit): 200 for a reason, more for a reply. */
  max?: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errors = useServerErrors(['reason']);
  const message = useQueueErrorMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      z.object({
        reason: required
          ? z
              .string()
              .trim()
              .min(1, t('console.queues.reasonRule', { max }))
              .max(max, t('console.queues.reasonRule', { max }))
          : z.string().trim().max(max, t('console.queues.reasonRule', { max })),
      }),
    [required, max, t],
  );
  return (
    <SiteDialog open onOpenChange={(open) => !open && onClose()} title={title} size="md">
      <Form
        schema={schema}
        defaultValues={{ reason: '' }}
        aria-label={title}
        className="flex flex-col gap-4 p-5"
        onSubmit={async (v, form) => {
          setPending(true);
          setFailure(null);
          try {
            await onSubmit(v.reason);
            onClose();
          } catch (e) {
            setFailure(e);
            errors.put(form, e);
          } finally {
            setPending(false);
          }
        }}
      >
        <FormTextArea name="reason" label={label} required={required} rows={3} maxLength={max} />
        <FormFooter
          alert={errors.alert(failure) && message(failure)}
          pending={pending}
          label={confirm}
          onCancel={onClose}
        />
      </Form>
    </SiteDialog>
  );
}

/**
 * A queue row's Reject button and the dialog that asks its reason (required) before `reject` runs:
 * `button(ref, label, disabled)` in each row, `dialog` once in the page.
 */
export function useRejection<R extends string | number>(reject: (ref: R, reason: string) => Promise<unknown>) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<{ ref: R; label: string } | null>(null);
  const button = (ref: R, label: string, disabled: boolean) => (
    <button
      type="button"
      className={buttonClass('outline', 'sm')}
      disabled={disabled}
      aria-label={t('console.queues.rejectOf', { item: label })}
      onClick={() => setRejecting({ ref, label })}
    >
      {t('console.queues.reject')}
    </button>
  );
  const dialog = rejecting && (
    <ReasonDialog
      title={t('console.queues.rejectTitle', { item: rejecting.label })}
      label={t('console.queues.reason')}
      required
      confirm={t('console.queues.reject')}
      onSubmit={(reason) => reject(rejecting.ref, reason)}
      onClose={() => setRejecting(null)}
    />
  );
  return { button, dialog };
}

/** A picture of the operator API (proofs, feedback images), fetched with the operator's session. */
export function OpsImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    opsImageUrl(url)
      .then((u) => {
        made = u;
        if (gone) URL.revokeObjectURL(u);
        else setSrc(u);
      })
      .catch(() => setSrc(null));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? (
    <a href={src} target="_blank" rel="noreferrer" className="block">
      <img src={src} alt={alt} className="h-28 w-auto rounded ring-1 ring-white/10" />
    </a>
  ) : (
    <span className="inline-block h-28 w-20 animate-pulse rounded bg-white/5" aria-label={alt} />
  );
}

/** A queue's table of waiting items, with its loading and failed states and `empty` when nothing waits. */
export function QueueTable<T>({
  query,
  title,
  empty,
  rowKey,
  columns,
  expanded,
}: {
  query: UseQueryResult<T[]>;
  title: string;
  empty: string;
  rowKey: (row: T) => string | number;
  columns: Column<T>[];
  expanded?: (row: T) => ReactNode;
}) {
  return (
    <QueryView query={query} loading={<Loading />} isEmpty={(rows) => rows.length === 0} empty={<Empty>{empty}</Empty>}>
      {(rows) => (
        <DataTable
          look={CONSOLE_TABLE}
          caption={title}
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          expanded={expanded}
        />
      )}
    </QueryView>
  );
}

interface MemberOrder {
  orderNo: string;
  username: string;
  brand: string;
  amount: bigint;
}

/** The first columns of every money-order queue: the order number, whose it is, and how much. */
export function useOrderColumns<T extends MemberOrder>(): Column<T>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    { id: 'order', header: t('console.queues.order'), cell: (o) => o.orderNo, rowHeader: true },
    { id: 'member', header: t('console.queues.member'), cell: (o) => `${o.username} · ${o.brand}` },
    moneyColumn('amount', t('console.queues.amount'), (o) => o.amount, money),
  ];
}
