import { type ReferralFriend, type ReferralRules, type ReferralState } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { buttonClass, cx } from '@/components/cx';
import type { Column } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { RecordPages } from '@/components/RecordPages';
import { InviteCard } from '@/components/InviteCard';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import type { MemberCentrePageProps } from '@/features/member-centre';
import { useMoneyFormat, useRateFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { referralFriendsQuery, referralSummaryQuery } from './queries';

const STATE_TONE: Record<ReferralState, string> = {
  registered: 'bg-slate-500/15 text-slate-200 ring-slate-400/30',
  deposited: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  qualified: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
  rejected: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
};

/** referral (SPEC §2, §6): the member's code and link with a QR code and share buttons, the rules and the friends. */
export function ReferralPage(_props: MemberCentrePageProps) {
  const { t } = useTranslation();
  const summary = useQuery(referralSummaryQuery());
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('memberCentre.pages.referral')}</h2>
      <QueryView query={summary} loading={<PanelLoadingFallback />}>
        {(s) => (
          <>
            <section
              aria-label={t('referral.yourCode')}
              className="rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-6"
            >
              <InviteCard
                code={s.code}
                link={s.link}
                codeTestId="referral-code"
                intro={t('referral.intro')}
                labels={{
                  code: t('referral.yourCode'),
                  copyCode: t('referral.copyCode'),
                  link: t('referral.yourLink'),
                  copyLink: t('referral.copyLink'),
                  qrAlt: t('referral.qrAlt'),
                  scan: t('referral.scan'),
                }}
              >
                <ShareButtons link={s.link} code={s.code} />
              </InviteCard>
            </section>
            <section aria-label={t('referral.totals')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label={t('referral.invited')} value={String(s.invited)} />
              <Stat label={t('referral.deposited')} value={String(s.deposited)} />
              <Stat label={t('referral.qualified')} value={String(s.qualified)} />
              <Stat label={t('referral.earned')} value={<Money value={s.earned} />} />
            </section>
            <RulesCard rules={s.rules} />
            <Friends />
          </>
        )}
      </QueryView>
    </div>
  );
}

function Money({ value }: { value: bigint }) {
  return <>{useMoneyFormat()(value)}</>;
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-navy-900/60 px-4 py-3 ring-1 ring-white/5">
      <p className="text-xs text-slate-400">{label}</p>
      <p className="mt-1 text-lg font-semibold text-white tabular-nums">{value}</p>
    </div>
  );
}

/** The system share sheet where the browser has one (phones), and Zalo, Facebook and Telegram. */
function ShareButtons({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [zaloHint, setZaloHint] = useState(false);
  const text = t('referral.shareText', { code });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const url = encodeURIComponent(link);
  const external = 'noopener noreferrer';
  // Zalo has no public share address for a web page: the link is copied and Zalo's web chat opens.
  const zalo = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${link}`);
    } catch {
      /* the member copies it by hand */
    }
    setZaloHint(true);
    window.open('https://chat.zalo.me/', '_blank', external);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('referral.share')}>
        {canShare && (
          <button
            type="button"
            className={buttonClass('gold', 'sm')}
            onClick={() => void navigator.share({ title: t('referral.shareTitle'), text, url: link }).catch(() => {})}
          >
            {t('referral.share')}
          </button>
        )}
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => void zalo()}>
          Zalo
        </button>
        <a
          className={buttonClass('outline', 'sm')}
          href={`https://www.facebook.com/sharer/sharer.php?u=${url}`}
          target="_blank"
          rel={external}
        >
          Facebook
        </a>
        <a
          className={buttonClass('outline', 'sm')}
          href={`https://t.me/share/url?url=${url}&text=${encodeURIComponent(text)}`}
          target="_blank"
          rel={external}
        >
          Telegram
        </a>
      </div>
      {zaloHint && (
        <p role="status" className="text-xs text-slate-400">
          {t('referral.zaloHint')}
        </p>
      )}
    </div>
  );
}

/** What a qualified friend earns the member, and when a friend qualifies. */
function RulesCard({ rules: r }: { rules: ReferralRules }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const percent = useRateFormat()(r.shareBps);
  const reward =
    r.rewardKind === 'fixed'
      ? t('referral.rules.fixed', { amount: money(r.fixedAmount) })
      : r.rewardKind === 'deposit_share'
        ? t('referral.rules.depositShare', { percent })
        : t('referral.rules.betShare', { percent, count: r.betDays });
  return (
    <section aria-label={t('referral.rules.title')} className="rounded-2xl bg-navy-850 p-4 ring-1 ring-white/10 sm:p-6">
      <h3 className="text-base font-semibold text-white">{t('referral.rules.title')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-300">
        <li>{reward}</li>
        {r.maxReward > 0n && <li>{t('referral.rules.cap', { amount: money(r.maxReward) })}</li>}
        {r.minFirstDeposit > 0n && <li>{t('referral.rules.minDeposit', { amount: money(r.minFirstDeposit) })}</li>}
        {r.depositWithinDays > 0 && <li>{t('referral.rules.within', { count: r.depositWithinDays })}</li>}
        <li>{t('referral.rules.fair')}</li>
      </ul>
    </section>
  );
}

function StateBadge({ friend: f }: { friend: ReferralFriend }) {
  const { t } = useTranslation();
  return (
    <span
      data-state={f.state}
      title={f.rejectReason ? t(`referral.reason.${f.rejectReason}`) : undefined}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STATE_TONE[f.state],
      )}
    >
      {t(`referral.state.${f.state}`)}
    </span>
  );
}

/** The invited friends, newest first: a table from 768 px, cards on phones. */
function Friends() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { whitelabel } = useBrand();
  const [page, setPage] = useState(1);
  const friends = useQuery(referralFriendsQuery(page));
  const when = (v: string | null) => (v ? formatDateTime(v, whitelabel.timeZone) : '–');
  const progress = (f: ReferralFriend) =>
    f.state === 'rejected' && f.rejectReason
      ? t(`referral.reason.${f.rejectReason}`)
      : f.state === 'deposited' && f.dueAt
        ? t('referral.dueAt', { time: when(f.dueAt) })
        : null;
  const columns: Column<ReferralFriend>[] = [
    { id: 'username', header: t('referral.friend'), cell: (f) => f.username, cellClassName: 'font-mono' },
    { id: 'registered', header: t('referral.registeredAt'), cell: (f) => when(f.registeredAt) },
    { id: 'deposit', header: t('referral.firstDepositAt'), cell: (f) => when(f.firstDepositAt) },
    {
      id: 'state',
      header: t('referral.status'),
      cell: (f) => (
        <div className="flex flex-col items-start gap-1">
          <StateBadge friend={f} />
          {progress(f) && <span className="text-xs text-slate-400">{progress(f)}</span>}
        </div>
      ),
    },
    {
      id: 'reward',
      header: t('referral.reward'),
      cell: (f) => (f.reward === null ? '–' : money(f.reward)),
      align: 'right',
      cellClassName: 'tabular-nums',
    },
  ];
  return (
    <section aria-label={t('referral.friends')} className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-white">{t('referral.friends')}</h3>
      <QueryView
        query={friends}
        loading={<PanelLoadingFallback />}
        isEmpty={(d) => d.list.length === 0}
        empty={
          <EmptyState
            level={3}
            className="py-6"
            title={t('referral.noFriends')}
            description={t('referral.noFriendsText')}
          />
        }
      >
        {(data) => (
          <RecordPages
            rows={data.list}
            columns={columns}
            rowKey={(f) => `${f.username}-${f.registeredAt}`}
            caption={t('referral.friends')}
            card={(f) => (
              <>
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono text-sm text-white">{f.username}</span>
                  <StateBadge friend={f} />
                </div>
                <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-slate-400">
                  <span className="tabular-nums">
                    {t('referral.registeredAt')}: {when(f.registeredAt)}
                  </span>
                  {f.reward !== null && (
                    <span className="font-semibold text-gold-300 tabular-nums">{money(f.reward)}</span>
                  )}
                </div>
                {progress(f) && <p className="mt-1 text-xs text-slate-400">{progress(f)}</p>}
              </>
            )}
            page={data.pageNo}
            totalPages={data.totalPages}
            onPage={setPage}
            fetching={friends.isFetching}
          />
        )}
      </QueryView>
    </section>
  );
}
