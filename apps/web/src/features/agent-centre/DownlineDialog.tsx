import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DayPresets, type DayPreset } from '@/components/DayPresets';
import { SiteDialog } from '@/components/Dialog';
import { PanelLoadingFallback } from '@/components/LazyBoundary';
import { QueryView } from '@/components/QueryView';
import { useBrand } from '@/features/brand';
import { useMoneyFormat } from '@/features/money';
import { formatDateTime } from '@/lib/format';
import { teamMemberQuery } from './api';
import { FiguresGrid } from './FiguresGrid';
import { Stat } from './ui';

/** A downline's figures over the last 7 or 30 days: its own, and its team's when it has one. */
export function DownlineDialog({
  token,
  memberId,
  onClose,
}: {
  token: string;
  memberId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const money = useMoneyFormat();
  const [days, setDays] = useState<DayPreset>(30);
  const detail = useQuery({
    ...teamMemberQuery(token, memberId ?? 0, String(days) as '7' | '30'),
    enabled: memberId !== null,
  });
  return (
    <SiteDialog
      open={memberId !== null}
      onOpenChange={(o) => !o && onClose()}
      title={detail.data ? detail.data.member.username : t('agent.team.figures')}
      size="lg"
    >
      <QueryView query={detail} loading={<PanelLoadingFallback />}>
        {(d) => (
          <div className="flex flex-col gap-4" data-testid="downline-figures">
            <DayPresets
              value={days}
              onChange={setDays}
              label={t('agent.team.period')}
              optionLabel={(n) => t('agent.team.lastDays', { count: n })}
            />
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label={t('agent.team.level')} value={d.member.level} />
              <Stat label={t('agent.team.balance')} value={money(d.member.balance)} />
              <Stat label={t('agent.overview.teamSize')} value={d.teamSize} />
              <Stat
                label={t('agent.team.lastLogin')}
                value={d.member.lastLoginAt ? formatDateTime(d.member.lastLoginAt, whitelabel.timeZone) : '—'}
              />
            </div>
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-200">
                {t('agent.team.own')} · {d.own.from} – {d.own.to}
              </h3>
              <FiguresGrid figures={d.own} withNewMembers={false} />
            </section>
            {d.team && (
              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-slate-200">{t('agent.team.itsTeam')}</h3>
                <FiguresGrid figures={d.team} />
              </section>
            )}
          </div>
        )}
      </QueryView>
    </SiteDialog>
  );
}
