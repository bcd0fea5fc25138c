import type { OpsSettingNode } from '@lotus/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { QueryView } from '@/components/QueryView';
import { useTranslation } from '@/lib/i18n';
import { Tag } from '../Tag';
import { configApi } from './configApi';
import { settingsQuery } from './queries';
import { ConfigPage, Empty, Loading, Switch, useRefresh } from './shared';

/** /console/config/settings (config.manage): the brand's settings tree, each node switched on or off at once. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.settings.title')} description={t('console.config.settings.text')}>
      {(brand) => <SettingsTree brand={brand} />}
    </ConfigPage>
  );
}

function SettingsTree({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const tree = useQuery(settingsQuery(brand));
  const refresh = useRefresh();
  const message = useErrorMessage();
  const change = useMutation({
    mutationFn: (v: { modId: string; enabled: boolean }) => configApi.setSetting(brand, v.modId, v.enabled),
    onSettled: () => refresh(settingsQuery(brand).queryKey),
  });
  const row = (n: OpsSettingNode, depth: number) => (
    <li key={n.modId}>
      <div
        className="flex items-center gap-3 border-b border-white/5 py-2 pr-2 hover:bg-white/[0.03]"
        style={{ paddingLeft: `${depth * 20 + 8}px` }}
      >
        <Switch
          checked={n.enabled}
          label={n.name}
          disabled={change.isPending}
          onChange={(enabled) => change.mutate({ modId: n.modId, enabled })}
        />
        <span className="min-w-0 flex-1 text-sm text-slate-100">{n.name}</span>
        {n.enabled && !n.effective && <Tag tone="amber">{t('console.config.settings.offAbove')}</Tag>}
        <code className="font-mono text-xs text-slate-400">{n.modId}</code>
      </div>
      {n.childrenNodes.length > 0 && <ul>{n.childrenNodes.map((c) => row(c, depth + 1))}</ul>}
    </li>
  );
  return (
    <>
      <FormAlert message={change.error ? message(change.error) : null} />
      <QueryView query={tree} loading={<Loading />} isEmpty={(d) => d.nodes.length === 0} empty={<Empty />}>
        {(d) => (
          <ul
            aria-label={t('console.config.settings.title')}
            className="overflow-x-auto rounded-lg bg-navy-850 ring-1 ring-white/10"
          >
            {d.nodes.map((n) => row(n, 0))}
          </ul>
        )}
      </QueryView>
    </>
  );
}
