import { opsLabelNameSchema, opsMemberNoteBodySchema, type OpsMemberProfile } from '@lotus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/cx';
import { DataTable } from '@/components/DataTable';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { Form, FormTextArea, TextField } from '@/components/form';
import { CloseIcon } from '@/components/icons';
import { Pagination } from '@/components/Pagination';
import { QueryView } from '@/components/QueryView';
import { useServerErrors } from '@/components/serverErrors';
import { withMessage } from '@/lib/fieldSchema';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_TABLE, ConsoleSection } from '../ConsolePage';
import { useCan } from '../operator';
import { membersApi } from './membersApi';
import { memberKeys, notesQuery, sessionsQuery } from './queries';
import { brandTime, brandZone, Empty, Loading, MemberStatusTag, useMoney } from './shared';
import { FormFooter } from '../FormFooter';
import { moneyColumn } from '../columns';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-400">{k}</dt>
          <dd className="min-w-0 break-words text-slate-100">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's labels: removable chips and an add field (members.write). */
function Labels({ member }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const canWrite = useCan('members.write');
  const client = useQueryClient();
  const message = useErrorMessage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const change = useMutation({
    mutationFn: (c: { add?: string[]; remove?: string[] }) => membersApi.labels(member.id, c),
    onSuccess: () => {
      setText('');
      return client.invalidateQueries({ queryKey: memberKeys.member(member.id) });
    },
  });
  const add = (e: FormEvent) => {
    e.preventDefault();
    const label = opsLabelNameSchema.safeParse(text);
    if (!label.success) {
      setProblem(t('console.members.labelRule'));
      return;
    }
    setProblem('');
    change.mutate({ add: [label.data] });
  };
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-1.5" aria-label={t('console.members.labels')}>
        {member.labels.length === 0 && <li className="text-sm text-slate-400">{t('console.members.noLabels')}</li>}
        {member.labels.map((l) => (
          <li
            key={l}
            className="inline-flex items-center gap-1 rounded bg-gold-400/10 px-2 py-0.5 text-xs font-semibold text-gold-200 ring-1 ring-gold-400/25"
          >
            {l}
            {canWrite && (
              <button
                type="button"
                className="rounded text-gold-300 hover:text-white"
                aria-label={t('console.members.removeLabel', { label: l })}
                disabled={change.isPending}
                onClick={() => change.mutate({ remove: [l] })}
              >
                <CloseIcon size={12} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form onSubmit={add} className="flex items-end gap-2" aria-label={t('console.members.addLabel')}>
          <TextField
            label={t('console.members.newLabel')}
            value={text}
            onChange={setText}
            error={problem || undefined}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            className="max-w-56"
          />
          <button
            type="submit"
            className={buttonClass('outline', 'md', 'h-11')}
            disabled={!text.trim() || change.isPending}
          >
            {t('console.members.addLabel')}
          </button>
        </form>
      )}
      {change.error && <FormAlert message={message(change.error)} />}
    </div>
  );
}

export function ProfileTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const tz = m.timeZone;
  const verified = (v: boolean) => (v ? ` (${t('console.members.verified')})` : '');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ConsoleSection title={t('console.members.identity')}>
        <Facts
          rows={[
            [t('console.members.username'), m.username],
            [t('console.members.id'), m.id],
            [t('console.members.brand'), m.brand],
            [t('console.members.fullName'), m.fullName ?? '—'],
            [t('console.members.payee'), m.payeeName ?? '—'],
            [t('console.members.nickname'), m.nickname ?? '—'],
            [t('console.members.birthday'), m.birthday ?? '—'],
            [t('console.members.mobile'), m.mobile ? `${m.mobile}${verified(m.mobileVerified)}` : '—'],
            [t('console.members.email'), m.email ? `${m.email}${verified(m.emailVerified)}` : '—'],
          ]}
        />
      </ConsoleSection>
      <ConsoleSection title={t('console.members.account')}>
        <Facts
          rows={[
            [t('console.members.statusLabel'), <MemberStatusTag key="s" status={m.status} />],
            ...(m.lockedAt ? [[t('console.members.lockedAt'), brandTime(m.lockedAt, tz)] as [string, ReactNode]] : []),
            ...(m.lockedUntil
              ? [[t('console.members.lockedUntil'), brandTime(m.lockedUntil, tz)] as [string, ReactNode]]
              : []),
            ...(m.mustChangePassword
              ? [[t('console.members.password'), t('console.members.temporaryPassword')] as [string, ReactNode]]
              : []),
            ['VIP', m.vipLevel],
            [
              t('console.members.kind'),
              t(`console.members.kinds.${m.isAgent === 0 ? 'member' : m.isAgent === 4 ? 'trial' : 'agent'}`),
            ],
            [t('console.members.upline'), m.upline ?? '—'],
            [t('console.members.affiliateCode'), m.affiliateCode ?? '—'],
            [
              t('console.members.registered'),
              `${brandTime(m.registeredAt, tz)} ${brandZone(tz)} · ${m.registerIp ?? '—'} · ${m.registerMethod}`,
            ],
            [
              t('console.members.lastLogin'),
              m.lastLoginAt ? `${brandTime(m.lastLoginAt, tz)} ${brandZone(tz)} · ${m.lastLoginIp ?? '—'}` : '—',
            ],
          ]}
        />
      </ConsoleSection>
      <ConsoleSection title={t('console.members.labels')} className="lg:col-span-2">
        <Labels member={m} />
      </ConsoleSection>
    </div>
  );
}

export function BalancesTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const money = useMoney();
  const b = m.balances;
  const rows = [
    { wallet: t('console.members.wallets.main'), balance: b.main },
    { wallet: t('console.members.wallets.bonus'), balance: b.bonus },
    ...b.vendors.map((v) => ({ wallet: v.vendor, balance: v.balance })),
    { wallet: t('console.members.wallets.locked'), balance: b.locked },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ConsoleSection
        title={t('console.members.balances')}
        description={t('console.members.totalText', { total: money(b.total), currency: m.currency })}
      >
        <DataTable
          rows={rows}
          rowKey={(r) => r.wallet}
          caption={t('console.members.balances')}
          look={CONSOLE_TABLE}
          columns={[
            { id: 'wallet', header: t('console.members.wallet'), rowHeader: true, cell: (r) => r.wallet },
            moneyColumn(
              'balance',
              `${t('console.members.balance')} (${m.currency})`,
              (r: { balance: bigint }) => r.balance,
              money,
            ),
          ]}
        />
      </ConsoleSection>
      <ConsoleSection title={t('console.members.turnover')}>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {(['required', 'progress', 'outstanding'] as const).map((k) => (
            <div key={k} className="rounded bg-navy-900 p-3">
              <dt className="text-xs text-slate-400">{t(`console.members.turnoverParts.${k}`)}</dt>
              <dd className="mt-1 font-semibold text-white tabular-nums">{money(m.turnover[k])}</dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>
    </div>
  );
}

export function SessionsTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({ ...sessionsQuery(m.id, pageNo), placeholderData: keepPreviousData });
  const tz = m.timeZone;
  const zone = brandZone(tz);
  return (
    <QueryView query={query} loading={<Loading />}>
      {(s) => (
        <div className="flex flex-col gap-4">
          <ConsoleSection title={t('console.members.activeSessions')}>
            {s.active.length === 0 ? (
              <Empty>{t('console.members.noSessions')}</Empty>
            ) : (
              <DataTable
                rows={s.active}
                rowKey={(r) => r.id}
                caption={t('console.members.activeSessions')}
                look={CONSOLE_TABLE}
                columns={[
                  {
                    id: 'created',
                    header: `${t('console.members.signedIn')} (${zone})`,
                    cell: (r) => brandTime(r.createdAt, tz),
                  },
                  { id: 'seen', header: t('console.members.lastSeen'), cell: (r) => brandTime(r.lastSeenAt, tz) },
                  { id: 'site', header: t('console.members.site'), cell: (r) => `${r.site} · ${r.method}` },
                  { id: 'ip', header: 'IP', cellClassName: 'font-mono text-xs', cell: (r) => r.ip ?? '—' },
                  {
                    id: 'ua',
                    header: t('console.members.device'),
                    cell: (r) => (
                      <span className="block max-w-80 truncate" title={r.userAgent ?? undefined}>
                        {r.userAgent ?? '—'}
                      </span>
                    ),
                  },
                ]}
              />
            )}
          </ConsoleSection>
          <ConsoleSection title={t('console.members.loginHistory')}>
            {s.history.list.length === 0 ? (
              <Empty>{t('console.members.noLogins')}</Empty>
            ) : (
              <div className="flex flex-col gap-3">
                <DataTable
                  rows={s.history.list}
                  rowKey={(r, i) => `${r.at}-${i}`}
                  caption={t('console.members.loginHistory')}
                  look={CONSOLE_TABLE}
                  columns={[
                    { id: 'at', header: `${t('console.members.time')} (${zone})`, cell: (r) => brandTime(r.at, tz) },
                    { id: 'method', header: t('console.members.method'), cell: (r) => r.method },
                    { id: 'ip', header: 'IP', cellClassName: 'font-mono text-xs', cell: (r) => r.ip },
                    { id: 'country', header: t('console.members.country'), cell: (r) => r.country ?? '—' },
                    {
                      id: 'ua',
                      header: t('console.members.device'),
                      cell: (r) => (
                        <span className="block max-w-80 truncate" title={r.userAgent ?? undefined}>
                          {r.userAgent ?? '—'}
                        </span>
                      ),
                    },
                  ]}
                />
                <Pagination page={s.history.pageNo} totalPages={s.history.totalPages} onChange={setPageNo} />
              </div>
            )}
          </ConsoleSection>
        </div>
      )}
    </QueryView>
  );
}

export function NotesTab({ member: m }: { member: OpsMemberProfile }) {
  const { t } = useTranslation();
  const canWrite = useCan('members.write');
  const client = useQueryClient();
  const query = useQuery(notesQuery(m.id));
  const errors = useServerErrors(['text']);
  const schema = useMemo(
    () => z.object({ text: withMessage(opsMemberNoteBodySchema.shape.text, t('console.members.noteRule')) }),
    [t],
  );
  const add = useMutation({
    mutationFn: (text: string) => membersApi.addNote(m.id, text),
    onSuccess: () => client.invalidateQueries({ queryKey: notesQuery(m.id).queryKey }),
  });
  return (
    <div className="flex flex-col gap-4">
      {canWrite && (
        <ConsoleSection title={t('console.members.addNote')}>
          <Form
            schema={schema}
            defaultValues={{ text: '' }}
            onSubmit={(v, form) =>
              add.mutate(v.text, { onError: (e) => errors.put(form, e), onSuccess: () => form.reset({ text: '' }) })
            }
            aria-label={t('console.members.addNote')}
          >
            <FormTextArea name="text" label={t('console.members.note')} required rows={3} maxLength={2000} />
            <FormFooter
              place="end"
              alert={errors.alert(add.error)}
              pending={add.isPending}
              label={t('console.members.addNote')}
            />
          </Form>
        </ConsoleSection>
      )}
      <QueryView
        query={query}
        loading={<Loading />}
        isEmpty={(n) => n.length === 0}
        empty={<Empty>{t('console.members.noNotes')}</Empty>}
      >
        {(notes) => (
          <ol className="flex flex-col gap-2" aria-label={t('console.members.notes')}>
            {notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-navy-850 p-3 ring-1 ring-white/10">
                <p className="text-xs text-slate-400">
                  {n.author} · {brandTime(n.at, m.timeZone)} {brandZone(m.timeZone)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-100">{n.text}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </div>
  );
}
