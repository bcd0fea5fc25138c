import {
  SIGNIFICANT_EVENT_KINDS,
  type SignificantAlert,
  type SignificantAlertSubscription,
  type SignificantEventKind,
} from '@lotus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/cx';
import { Checkbox, TextField } from '@/components/form';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { Skeletons } from '@/components/Skeleton';
import { useErrorMessage } from '@/components/ErrorState';
import { useTranslation } from '@/lib/i18n';
import { ConsoleSection } from '../ConsolePage';
import { formatTime } from '../format';
import { Tag } from '../Tag';
import { alertSubscriptionQuery, alertsQuery, readAllAlerts, saveAlertSubscription } from './significantApi';

/**
 * The operator's own alerts of significant events (issue 34): the kinds they subscribed to and an optional e-mail
 * address, and their inbox of alerts (the significant.alerts job fills it), newest first.
 */
export function AlertsPanel() {
  const { t } = useTranslation();
  const subscription = useQuery(alertSubscriptionQuery());
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ConsoleSection title={t('console.significant.alerts.subscription')}>
        <QueryView query={subscription} loading={<Skeletons count={3} className="h-6" />}>
          {(s) => <SubscriptionForm start={s} />}
        </QueryView>
      </ConsoleSection>
      <Inbox />
    </div>
  );
}

function SubscriptionForm({ start }: { start: SignificantAlertSubscription }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const [kinds, setKinds] = useState<Set<SignificantEventKind>>(new Set(start.kinds));
  const [email, setEmail] = useState(start.email ?? '');
  const save = useMutation({
    mutationFn: () =>
      saveAlertSubscription({
        kinds: SIGNIFICANT_EVENT_KINDS.filter((k) => kinds.has(k)),
        email: email.trim() || null,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertSubscriptionQuery().queryKey }),
  });
  const toggle = (k: SignificantEventKind, on: boolean) =>
    setKinds((prev) => {
      const next = new Set(prev);
      if (on) next.add(k);
      else next.delete(k);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('console.significant.alerts.subscription')} className="flex flex-col gap-3">
      <p className="text-xs text-slate-400">{t('console.significant.alerts.subscriptionText')}</p>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('console.significant.alerts.types')}</legend>
        {SIGNIFICANT_EVENT_KINDS.map((k) => (
          <Checkbox key={k} checked={kinds.has(k)} onChange={(on) => toggle(k, on)}>
            {t(`console.significant.kinds.${k}`)}
          </Checkbox>
        ))}
      </fieldset>
      <TextField
        label={t('console.significant.alerts.email')}
        hint={t('console.significant.alerts.emailHint')}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
      />
      {save.error ? <FormAlert message={errorMessage(save.error)} /> : null}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          {t('console.significant.alerts.save')}
        </button>
        {save.isSuccess && (
          <span role="status" className="text-xs text-emerald-300">
            {t('console.config.saved')}
          </span>
        )}
      </div>
    </form>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const readAll = useMutation({
    mutationFn: readAllAlerts,
    onSuccess: () => client.invalidateQueries({ queryKey: alertsQuery().queryKey }),
  });
  const unread = alerts.data?.unread ?? 0;
  return (
    <ConsoleSection
      title={t('console.significant.alerts.inbox', { n: unread })}
      actions={
        unread > 0 ? (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
          >
            {t('console.significant.alerts.readAll')}
          </button>
        ) : null
      }
    >
      <QueryView query={alerts} loading={<Skeletons count={2} className="h-8" />}>
        {(page) =>
          page.list.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-400">{t('console.significant.alerts.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-white/5">
              {page.list.map((a) => (
                <AlertRow key={a.id} alert={a} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </ConsoleSection>
  );
}

function AlertRow({ alert }: { alert: SignificantAlert }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <Tag tone={alert.read ? 'slate' : 'gold'}>{t(`console.significant.kinds.${alert.kind}`)}</Tag>
      <Link to={`/significant-events?kind=${alert.kind}`} className="min-w-0 break-all text-slate-200 hover:underline">
        <code className="text-xs">{alert.target ?? alert.action}</code>
      </Link>
      <span className="text-xs text-slate-400">{alert.brand ?? '—'}</span>
      <span className="ml-auto text-xs tabular-nums text-slate-400">{formatTime(alert.at)}</span>
    </li>
  );
}
