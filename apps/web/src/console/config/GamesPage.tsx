import { GAME_CATEGORIES, type OpsGame, type OpsVendor } from '@lotus/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DataTable, type Column } from '@/components/DataTable';
import { SiteDialog } from '@/components/Dialog';
import { useErrorMessage } from '@/components/ErrorState';
import { FilterSelect } from '@/components/FilterSelect';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextField, TextField } from '@/components/form';
import { useConfirm } from '@/components/GeneralModal';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { Tag } from '../Tag';
import { RowButton, VendorName, VendorTableSection } from '../vendors/parts';
import { configApi, type GamesQuery } from './configApi';
import { gamesQuery, vendorsQuery } from './queries';
import { ConfigPage, Empty, Loading, Switch, fromLocalInput, toLocalInput, useRefresh } from './shared';
import { FormFooter } from '../FormFooter';

/** /console/config/games (games.manage): the brand's vendors (on/off, maintenance windows) and the catalogue's games. */
export function GamesPage() {
  const { t } = useTranslation();
  return (
    <ConfigPage title={t('console.config.games.title')} description={t('console.config.games.text')}>
      {(brand) => (
        <>
          <Vendors brand={brand} />
          <Games brand={brand} />
        </>
      )}
    </ConfigPage>
  );
}

function Vendors({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorsQuery(brand));
  const refresh = useRefresh();
  const message = useErrorMessage();
  const confirm = useConfirm();
  const [scheduling, setScheduling] = useState<OpsVendor | null>(null);
  const done = () => refresh(vendorsQuery(brand).queryKey);
  const toggle = useMutation({
    mutationFn: (v: { vassalage: string; enabled: boolean }) => configApi.setVendor(brand, v.vassalage, v.enabled),
    onSettled: done,
  });
  const remove = useMutation({
    mutationFn: (vassalage: string) => configApi.removeVendorMaintenance(vassalage),
    onSettled: done,
  });
  const columns: Column<OpsVendor>[] = [
    {
      id: 'on',
      header: t('console.config.games.offered'),
      cell: (v) => (
        <Switch
          checked={v.enabled}
          label={t('console.config.games.offerNamed', { name: v.displayName })}
          disabled={toggle.isPending}
          onChange={(enabled) => toggle.mutate({ vassalage: v.vassalage, enabled })}
        />
      ),
    },
    {
      id: 'vendor',
      header: t('console.config.games.vendor'),
      rowHeader: true,
      cell: (v) => <VendorName vendor={v} />,
    },
    { id: 'types', header: t('console.config.games.categories'), cell: (v) => v.gameTypes.join(', ') },
    { id: 'games', header: t('console.config.games.games'), align: 'right', cell: (v) => v.games },
    { id: 'wallet', header: t('console.config.games.wallet'), cell: (v) => v.walletMode },
    {
      id: 'maintenance',
      header: `${t('console.config.games.maintenance')} (${zoneLabel()})`,
      cell: (v) =>
        v.maintenance ? (
          <span className="flex items-center gap-2">
            <Tag tone={v.maintenance.active ? 'red' : 'amber'}>
              {t(v.maintenance.active ? 'console.config.games.now' : 'console.config.games.scheduled')}
            </Tag>
            <span className="tabular-nums text-xs text-slate-300">
              {formatTime(v.maintenance.start)} → {formatTime(v.maintenance.end)}
            </span>
          </span>
        ) : v.status === 'disabled' ? (
          <Tag tone="slate">{t('console.config.games.withdrawn')}</Tag>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.config.actions')}</span>,
      align: 'right',
      cell: (v) => (
        <span className="flex justify-end gap-1.5">
          <RowButton
            label={t('console.config.games.scheduleNamed', { name: v.displayName })}
            onClick={() => setScheduling(v)}
          >
            {t('console.config.games.schedule')}
          </RowButton>
          {v.maintenance && (
            <RowButton
              danger
              label={t('console.config.games.endNamed', { name: v.displayName })}
              onClick={async () => {
                if (
                  await confirm({
                    title: t('console.config.games.endTitle', { name: v.displayName }),
                    confirm: t('console.config.games.end'),
                    variant: 'danger',
                  })
                )
                  remove.mutate(v.vassalage);
              }}
            >
              {t('console.config.games.end')}
            </RowButton>
          )}
        </span>
      ),
    },
  ];
  const error = toggle.error ?? remove.error;
  return (
    <VendorTableSection
      title={t('console.config.games.vendors')}
      description={t('console.config.games.vendorsText')}
      query={vendors}
      rows={(d) => d.vendors}
      columns={columns}
      error={error ? message(error) : null}
      empty={<Empty />}
    >
      {scheduling && (
        <MaintenanceDialog vendor={scheduling} onClose={() => setScheduling(null)} onDone={() => void done()} />
      )}
    </VendorTableSection>
  );
}

function MaintenanceDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: OpsVendor;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errors = useServerErrors(['start', 'end']);
  const schema = useMemo(
    () =>
      z
        .object({
          start: z.string().min(1, t('form.required')),
          end: z.string().min(1, t('form.required')),
        })
        .refine((v) => new Date(v.end) > new Date(v.start), {
          message: t('console.config.games.endAfterStart'),
          path: ['end'],
        }),
    [t],
  );
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      configApi.setVendorMaintenance(vendor.vassalage, {
        start: fromLocalInput(v.start)!,
        end: fromLocalInput(v.end)!,
      }),
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  // The form's first values: the window as it stands, else two hours from now (read once, when the dialog opens).
  const [now] = useState(() => Date.now());
  return (
    <SiteDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('console.config.games.scheduleTitle', { name: vendor.displayName })}
      description={t('console.config.games.scheduleText')}
    >
      <Form
        schema={schema}
        defaultValues={{
          start: toLocalInput(vendor.maintenance?.start ?? new Date(now).toISOString()),
          end: toLocalInput(vendor.maintenance?.end ?? new Date(now + 2 * 3_600_000).toISOString()),
        }}
        onSubmit={(v, form) => save.mutate(v, { onError: (e) => errors.put(form, e) })}
        className="flex flex-col gap-4 p-5"
        aria-label={t('console.config.games.scheduleTitle', { name: vendor.displayName })}
      >
        <FormTextField name="start" type="datetime-local" label={`${t('console.config.from')} (${zoneLabel()})`} />
        <FormTextField name="end" type="datetime-local" label={`${t('console.config.to')} (${zoneLabel()})`} />
        <FormFooter alert={errors.alert(save.error)} pending={save.isPending} label={t('console.config.save')} />
      </Form>
    </SiteDialog>
  );
}

const PAGE_SIZE = 25;

function Games({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorsQuery(brand));
  const [vassalage, setVassalage] = useState('');
  const [gameType, setGameType] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const q: GamesQuery = {
    vassalage: vassalage || undefined,
    gameType: (gameType || undefined) as GamesQuery['gameType'],
    q: search.trim() || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const games = useQuery({ ...gamesQuery(brand, q), placeholderData: keepPreviousData });
  const refresh = useRefresh();
  const message = useErrorMessage();
  const toggle = useMutation({
    mutationFn: (v: { id: number; enabled: boolean }) => configApi.setGame(v.id, v.enabled),
    onSettled: () => refresh(gamesQuery(brand, q).queryKey),
  });
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPageNo(1);
  };
  const columns: Column<OpsGame>[] = [
    {
      id: 'on',
      header: t('console.config.games.enabled'),
      cell: (g) => (
        <Switch
          checked={g.enabled}
          label={t('console.config.games.enableNamed', { name: g.name.en })}
          disabled={toggle.isPending}
          onChange={(enabled) => toggle.mutate({ id: g.gameId, enabled })}
        />
      ),
    },
    { id: 'id', header: 'ID', align: 'right', cellClassName: 'tabular-nums', cell: (g) => g.gameId },
    {
      id: 'name',
      header: t('console.config.games.game'),
      rowHeader: true,
      cell: (g) => (
        <div className="leading-tight">
          <p className="text-white">{g.name.vi}</p>
          <p className="text-xs text-slate-400">{g.name.en}</p>
        </div>
      ),
    },
    { id: 'code', header: t('console.config.games.code'), cellClassName: 'font-mono text-xs', cell: (g) => g.code },
    { id: 'vendor', header: t('console.config.games.vendor'), cell: (g) => g.vassalage },
    { id: 'type', header: t('console.config.games.category'), cell: (g) => g.gameType },
  ];
  return (
    <ConsoleSection title={t('console.config.games.gamesTitle')} description={t('console.config.games.gamesText')}>
      <div className="mb-3 grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t('console.config.games.vendor')}
          value={vassalage}
          onChange={filter(setVassalage)}
          allLabel={t('console.config.all')}
          options={(vendors.data?.vendors ?? []).map((v) => ({ value: v.vassalage, label: v.displayName }))}
        />
        <FilterSelect
          label={t('console.config.games.category')}
          value={gameType}
          onChange={filter(setGameType)}
          allLabel={t('console.config.all')}
          options={GAME_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <TextField label={t('console.config.games.search')} value={search} onChange={filter(setSearch)} />
      </div>
      <FormAlert message={toggle.error ? message(toggle.error) : null} />
      <QueryView query={games} loading={<Loading />} isEmpty={(d) => d.list.length === 0} empty={<Empty />}>
        {(d) => (
          <>
            <DataTable
              rows={d.list}
              columns={columns}
              rowKey={(g) => g.gameId}
              caption={t('console.config.games.gamesTitle')}
              look={CONSOLE_TABLE}
            />
            <p className="mt-2 text-xs text-slate-400">{t('console.config.games.total', { count: d.total })}</p>
            <Pagination page={pageNo} totalPages={d.totalPages} onChange={setPageNo} className="mt-2" />
          </>
        )}
      </QueryView>
    </ConsoleSection>
  );
}
