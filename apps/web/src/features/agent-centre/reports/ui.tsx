import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useErrorMessage } from '@/components/ErrorState';
import { FormAlert } from '@/components/FormAlert';
import { buttonClass, cx } from '@/components/cx';
import { TextField } from '@/components/form';
import { DownloadIcon } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';

/** What a report page needs of the agent centre's page props (AgentPageProps). */
export interface ReportPageProps {
  /** The agent's own session token. */
  token: string;
  /** A downline the page was opened for (the team management's link): the report starts filtered to it. */
  member?: string | null;
}

/** The sign's colour of a result: green above zero, red below. */
export const tone = (n: bigint) => (n > 0n ? 'text-emerald-300' : n < 0n ? 'text-rose-300' : 'text-slate-200');

/** A report page's frame: its title, the CSV download, the filters, then the report. */
export function ReportFrame({
  title,
  onDownload,
  filters,
  children,
}: {
  title: string;
  onDownload: () => Promise<void>;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const download = useMutation({ mutationFn: onDownload });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{title}</h2>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? <Spinner size={14} className="border-2" /> : <DownloadIcon size={16} />}
          {t('agentReports.downloadCsv')}
        </button>
      </div>
      {download.error && <FormAlert message={message(download.error)} />}
      <section
        aria-label={t('agentReports.filters')}
        className="flex flex-col gap-3 rounded-2xl bg-navy-900 p-4 ring-1 ring-white/5 sm:flex-row sm:flex-wrap sm:items-end"
      >
        {filters}
      </section>
      {children}
    </div>
  );
}

/** The figures over the period as tiles (two per row on phones). */
export function SummaryTiles({ items }: { items: { label: string; value: string; tone?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((x) => (
        <div key={x.label} className="min-w-0 rounded-xl bg-navy-850 px-3 py-2 ring-1 ring-white/10">
          <dt className="truncate text-xs text-slate-400">{x.label}</dt>
          <dd className={cx('truncate text-base font-semibold tabular-nums', x.tone ?? 'text-white')}>{x.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The downline a report is narrowed to: typed, then applied with the Search button (empty: the whole team). */
export function DownlineSearch({ initial, onSearch }: { initial: string; onSearch: (username: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initial);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(username);
      }}
    >
      <TextField
        className="sm:w-48"
        label={t('agentReports.downline')}
        placeholder={t('agentReports.allDownlines')}
        value={username}
        onChange={setUsername}
        maxLength={64}
      />
      <button type="submit" className={buttonClass('primary', 'md', 'h-11 shrink-0')}>
        {t('agentReports.search')}
      </button>
    </form>
  );
}
