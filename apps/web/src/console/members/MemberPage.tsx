import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { SegmentedTabs, TabPanel } from '@/components/form';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { MemberActions } from './MemberActions';
import { BalancesTab, NotesTab, ProfileTab, SessionsTab } from './MemberProfileTabs';
import { AdjustmentsTab, BetsTab, RgTab, StatementTab } from './MemberRecordTabs';
import { memberProfileQuery } from './queries';
import { Loading, MemberStatusTag, useMoney } from './shared';

const TABS = ['profile', 'balances', 'statement', 'bets', 'sessions', 'notes', 'rg', 'adjustments'] as const;
type TabId = (typeof TABS)[number];
const PANELS = {
  profile: ProfileTab,
  balances: BalancesTab,
  statement: StatementTab,
  bets: BetsTab,
  sessions: SessionsTab,
  notes: NotesTab,
  rg: RgTab,
  adjustments: AdjustmentsTab,
} as const;

/** /console/members/:id (members.read): one member's tabs; actions by permission. */
export function MemberPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: TabId = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabId)
    : 'profile';
  const query = useQuery({ ...memberProfileQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const Panel = PANELS[tab];
  return (
    <QueryView query={query} loading={<Loading />}>
      {(m) => (
        <ConsolePage
          title={m.username}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <MemberStatusTag status={m.status} />
              <span>
                {m.brand} · #{m.id} · {t('console.members.mainBalance')}: {money(m.balances.main)} {m.currency}
              </span>
              <Link to="/members" className="text-gold-200 hover:underline">
                {t('console.members.backToSearch')}
              </Link>
            </span>
          }
          actions={<MemberActions member={m} />}
        >
          <div className="overflow-x-auto">
            <SegmentedTabs
              tabs={TABS.map((x) => ({ id: x, label: t(`console.members.tabs.${x}`) }))}
              value={tab}
              onChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
              label={t('console.members.tabsLabel')}
              idPrefix="member"
              className="min-w-max [&>button]:py-1.5 [&>button]:whitespace-nowrap"
            />
          </div>
          <TabPanel idPrefix="member" tab={tab}>
            <Panel member={m} />
          </TabPanel>
        </ConsolePage>
      )}
    </QueryView>
  );
}
