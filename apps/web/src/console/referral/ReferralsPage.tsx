import { REFERRAL_STATES, type OpsReferral } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { inputClass } from '@/components/form';
import { useTranslation } from '@/lib/i18n';
import { PagedTable } from '../PagedTable';
import { ConsoleSection } from '../ConsolePage';
import { ConfigPage } from '../config/shared';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { referralListQuery, type ReferralFilter } from './queries';
import { moneyColumn } from '../columns';
import { useMoney } from '../members/shared';

const TONE = { registered: 'slate', deposited: 'amber', qualified: 'green', rejected: 'red' } as const;

/** /console/referrals (members.read): invited friends with their referrer, state (and why not), first deposit and reward. */
export function ReferralsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.referral.listTitle')} description={t('console.referral.listText')}>
      {(brand) => <Referrals brand={brand} />}
    </ConfigPage>
  );
}

function Referrals({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<ReferralFilter>({ state: '', username: '', pageNo: 1 });
  const [filter, setFilter] = useState<ReferralFilter>(draft);
  const list = useQuery(referralListQuery(brand, filter));
  const money = useMoney();
  const columns: Column<OpsReferral>[] = [
    {
      id: 'registered',
      header: `${t('console.referral.col.registered')} (${zoneLabel()})`,
      cell: (r) => formatTime(r.registeredAt),
      cellClassName: 'whitespace-nowrap',
    },
    { id: 'friend', header: t('console.referral.col.friend'), cell: (r) => r.friend, rowHeader: true },
    { id: 'referrer', header: t('console.referral.col.referrer'), cell: (r) => `${r.referrer} (${r.code})` },
    {
      id: 'state',
      header: t('console.referral.col.state'),
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <Tag tone={TONE[r.state]}>{t(`console.referral.state.${r.state}`)}</Tag>
          {r.rejectReason && (
            <span className="text-xs text-slate-400">{t(`console.referral.reason.${r.rejectReason}`)}</span>
          )}
          {r.state === 'deposited' && r.dueAt && (
            <span className="text-xs text-slate-400">{t('console.referral.due', { time: formatTime(r.dueAt) })}</span>
          )}
        </div>
      ),
    },
    moneyColumn('deposit', t('console.referral.col.firstDeposit'), (r) => r.firstDeposit, money),
    moneyColumn('reward', t('console.referral.col.reward'), (r) => r.reward, money),
    { id: 'ip', header: t('console.referral.col.ip'), cell: (r) => r.registerIp ?? '–', cellClassName: 'text-xs' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ConsoleSection title={t('console.referral.filter')}>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...draft, pageNo: 1 });
          }}
        >
          <label className="flex flex-col gap-1.5 text-[13px] text-slate-300" htmlFor={`${id}-state`}>
            {t('console.referral.col.state')}
            <select
              id={`${id}-state`}
              className={inputClass(false, 'h-9')}
              value={draft.state}
              onChange={(e) => setDraft({ ...draft, state: e.target.value as ReferralFilter['state'] })}
            >
              <option value="">{t('console.config.all')}</option>
              {REFERRAL_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`console.referral.state.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-[13px] text-slate-300" htmlFor={`${id}-user`}>
            {t('console.referral.member')}
            <input
              id={`${id}-user`}
              className={inputClass(false, 'h-9')}
              value={draft.username}
              onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            />
          </label>
          <button type="submit" className={buttonClass('primary', 'sm', 'h-9')}>
            {t('console.config.apply')}
          </button>
        </form>
      </ConsoleSection>
      <PagedTable
        query={list}
        columns={columns}
        rowKey={(x) => x.id}
        caption={t('console.referral.listTitle')}
        empty={<EmptyState level={3} className="py-8" title={t('console.referral.empty')} />}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
