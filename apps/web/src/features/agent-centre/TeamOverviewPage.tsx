import { AGENT_OVERVIEW_PERIODS, type AgentOverviewPeriod } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PresetRadios } from '@/components/DayPresets';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { useMoneyFormat } from '@/features/money';
import { overviewQuery } from './api';
import { FiguresGrid } from './FiguresGrid';
import type { AgentPageProps } from './pages';
import { TeamChart } from './TeamChart';
import { AgentPage, Panel, Stat } from './ui';

/**
 * Page 2, team overview (the default): the team's size, then its figures for today, yesterday, this and
 * last month (new and active members, deposits, withdrawals, valid bets, profit and loss), and the last
 * 30 days in a chart.
 */
export function TeamOverviewPage({ token }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [period, setPeriod] = useState<AgentOverviewPeriod>('today');
  const overview = useQuery(overviewQuery(token));
  return (
    <AgentPage title={t('agent.pages.agentTeamOverview')}>
      <QueryView query={overview} loading={<PanelLoadingFallback />}>
        {(o) => (
          <>
            <section aria-label={t('agent.overview.team')} className="grid grid-cols-3 gap-2" data-testid="team-size">
              <Stat label={t('agent.overview.teamSize')} value={o.teamSize} />
              <Stat label={t('agent.overview.direct')} value={o.directCount} />
              <Stat label={t('agent.overview.agents')} value={o.agentCount} />
            </section>
            <Panel>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <PresetRadios
                  options={AGENT_OVERVIEW_PERIODS}
                  value={period}
                  onChange={setPeriod}
                  label={t('agent.overview.period')}
                  optionLabel={(p) => t(`agent.overview.periods.${p}`)}
                />
                <p className="text-xs text-slate-400 tabular-nums">
                  {o.periods[period].from === o.periods[period].to
                    ? o.periods[period].from
                    : `${o.periods[period].from} – ${o.periods[period].to}`}
                </p>
              </div>
              <div data-testid="team-figures">
                <FiguresGrid figures={o.periods[period]} />
              </div>
            </Panel>
            <Panel title={t('agent.overview.chart')}>
              <TeamChart points={o.days} title={t('agent.overview.chart')} money={money} />
            </Panel>
          </>
        )}
      </QueryView>
    </AgentPage>
  );
}
