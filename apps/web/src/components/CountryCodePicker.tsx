import { PATHS, type Country } from '@lotus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { apiValue } from '@/lib/api';
import { cx } from './cx';
import { ChevronDownIcon } from './icons';

/** getCountryCode: the brand's country first, names in the request language. */
export const countriesQuery = (language: string) => ({
  queryKey: ['countryCode', language],
  queryFn: () => apiValue(PATHS.countryCode, { schema: (c) => c.countryListSchema }),
  staleTime: 30 * 60_000,
});

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQuery(i18n.language));
}

/** '+84' → '84'. */
export const dialDigits = (code: string) => code.replace(/^\+/, '');

/** SPEC §9: the country drop-down hides 200 ms after it loses focus. */
export const COUNTRY_DROPDOWN_HIDE_MS = 200;

/**
 * The country dialing-code picker: a button showing "+84" that opens a searchable list. The value
 * is the dialing code without '+' ('84').
 */
export function CountryCodePicker({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (dialingCode: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const list = useMemo(() => {
    const all = countries.data ?? [];
    const q = filter.trim().toLowerCase();
    if (!q) return all;
    return all.filter(
      (c) => c.name.toLowerCase().includes(q) || c.countryDialingCode.includes(q) || c.countryCode.toLowerCase() === q,
    );
  }, [countries.data, filter]);

  const choose = (c: Country) => {
    onChange(dialDigits(c.countryDialingCode));
    setOpen(false);
    setFilter('');
    root.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };

  return (
    <div
      ref={root}
      className={cx('relative shrink-0', className)}
      onFocus={() => clearTimeout(hideTimer.current)}
      onBlur={() => {
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(() => {
          if (!root.current?.contains(document.activeElement)) setOpen(false);
        }, COUNTRY_DROPDOWN_HIDE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={t('form.countryCode', { code: `+${value}` })}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center gap-1 rounded-lg border border-white/10 bg-navy-900/80 px-2.5 text-sm font-semibold text-white hover:border-white/20"
      >
        +{value}
        <ChevronDownIcon size={14} className="text-slate-400" />
      </button>
      {open && (
        <div className="absolute top-12 left-0 z-[70] w-64 rounded-xl border border-white/10 bg-navy-800 p-2 shadow-xl shadow-black/50">
          <input
            autoFocus
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('form.searchCountry')}
            aria-label={t('form.searchCountry')}
            className="mb-2 h-9 w-full rounded-md border border-white/10 bg-navy-900 px-2 text-sm text-white outline-none focus:border-gold-400"
          />
          <ul id={listId} aria-label={t('form.countryList')} className="max-h-56 overflow-y-auto">
            {list.map((c) => {
              const code = dialDigits(c.countryDialingCode);
              return (
                <li key={c.countryCode}>
                  <button
                    type="button"
                    aria-current={code === value || undefined}
                    onClick={() => choose(c)}
                    className={cx(
                      'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-white/5',
                      code === value ? 'text-gold-300' : 'text-slate-200',
                    )}
                  >
                    <span className="truncate">{c.name}</span>
                    <span className="shrink-0 tabular-nums text-slate-400">+{code}</span>
                  </button>
                </li>
              );
            })}
            {list.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-500">{t('form.noCountry')}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
