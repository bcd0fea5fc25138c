import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Country, SiteLanguage } from '@lotus/contracts';

const cache = new Map<SiteLanguage, Country[]>();

/** Every country with its dialing code (libphonenumber's metadata), named in the given language. */
export function listCountries(language: SiteLanguage, first?: string): Country[] {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    list = getCountries()
      .map((code) => ({
        countryCode: code,
        countryDialingCode: `+${getCountryCallingCode(code)}`,
        name: names.of(code) ?? code,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
    cache.set(language, list);
  }
  if (!first) return list;
  const head = list.filter((c) => c.countryCode === first);
  return [...head, ...list.filter((c) => c.countryCode !== first)];
}
