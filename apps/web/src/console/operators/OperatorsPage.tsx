import { type OperatorListItem } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/components/cx';
import { DataTable, type Column } from '@/components/DataTable';
import { QueryView } from '@/components/QueryView';
import { Spinner } from '@/components/Spinner';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsolePage } from '../ConsolePage';
import { formatTime, zoneLabel } from '../format';
import { operatorsQuery } from '../queries';
import { CreateOperatorDialog, EditOperatorDialog } from './OperatorDialogs';
import { Tag } from '../Tag';
import { lockedNow } from './lock';

function statusTag(o: OperatorListItem, t: TFunction) {
  if (o.status === 'disabled') return <Tag tone="red">{t('console.operators.disabled')}</Tag>;
  if (lockedNow(o)) return <Tag tone="amber">{t('console.operators.locked')}</Tag>;
  return <Tag tone="green">{t('console.operators.active')}</Tag>;
}

function totpTag(o: OperatorListItem, t: TFunction) {
  if (o.totpEnabled) return <Tag tone="green">{t('console.operators.totpOn')}</Tag>;
  if (o.totpRequired) return <Tag tone="amber">{t('console.operators.totpPending')}</Tag>;
  return <Tag tone="slate">{t('console.operators.totpOff')}</Tag>;
}

/** /console/operators (operators.manage): the operators, creating one, editing one. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const list = useQuery(operatorsQuery());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const columns: Column<OperatorListItem>[] = [
    {
      id: 'username',
      header: t('console.operators.operator'),
      rowHeader: true,
      cell: (o) => (
        <div className="leading-tight">
          <p className="font-semibold text-white">{o.username}</p>
          <p className="text-xs font-normal text-slate-400">{o.displayName}</p>
        </div>
      ),
    },
    {
      id: 'role',
      header: t('console.operators.role'),
      cell: (o) => <Tag tone="gold">{t(`console.roles.${o.role}`)}</Tag>,
    },
    {
      id: 'brands',
      header: t('console.operators.brands'),
      cell: (o) =>
        o.brands === null ? (
          <span className="text-slate-400">{t('console.operators.everyBrand')}</span>
        ) : (
          o.brands.join(', ')
        ),
    },
    {
      id: 'ip',
      header: t('console.operators.ipColumn'),
      cellClassName: 'font-mono text-xs',
      cell: (o) =>
        o.ipAllowList.length === 0 ? (
          <span className="font-sans text-slate-400">{t('console.operators.anyIp')}</span>
        ) : (
          <span className="block max-w-48 truncate" title={o.ipAllowList.join('\n')}>
            {o.ipAllowList.join(', ')}
          </span>
        ),
    },
    { id: 'totp', header: t('console.operators.totp'), cell: (o) => totpTag(o, t) },
    { id: 'status', header: t('console.operators.status'), cell: (o) => statusTag(o, t) },
    {
      id: 'lastLogin',
      header: `${t('console.operators.lastLogin')} (${zoneLabel()})`,
      cellClassName: 'tabular-nums text-slate-300',
      cell: (o) => formatTime(o.lastLoginAt),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('console.operators.actions')}</span>,
      align: 'right',
      cell: (o) => (
        <button
          type="button"
          className={buttonClass('outline', 'sm', 'h-7 px-2.5')}
          aria-label={t('console.operators.editNamed', { username: o.username })}
          onClick={() => setEditing(o.id)}
        >
          {t('console.operators.edit')}
        </button>
      ),
    },
  ];

  const editingRow = editing === null ? undefined : list.data?.find((o) => o.id === editing);

  return (
    <ConsolePage
      title={t('console.operators.title')}
      description={t('console.operators.text')}
      actions={
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setCreating(true)}>
          {t('console.operators.create')}
        </button>
      }
    >
      <QueryView
        query={list}
        loading={
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        }
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="py-8 text-center text-sm text-slate-400">{t('console.operators.none')}</p>}
      >
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(o) => o.id}
            caption={t('console.operators.title')}
            look={CONSOLE_TABLE}
          />
        )}
      </QueryView>
      <CreateOperatorDialog open={creating} onOpenChange={setCreating} />
      {editingRow && (
        <EditOperatorDialog operator={editingRow} open onOpenChange={(open) => !open && setEditing(null)} />
      )}
    </ConsolePage>
  );
}
