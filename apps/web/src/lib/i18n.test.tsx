import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n, selectLanguage, useTranslation } from './i18n';
import { currentLanguage, initialLanguage } from './language';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('language', () => {
  it('defaults to Vietnamese', () => {
    localStorage.clear();
    expect(initialLanguage()).toBe('vi');
  });

  it('prefers lang, then hisLang, and ignores unknown values', () => {
    localStorage.setItem('hisLang', 'en');
    expect(initialLanguage()).toBe('en');
    localStorage.setItem('lang', 'vi');
    expect(initialLanguage()).toBe('vi');
    localStorage.setItem('lang', 'xx');
    expect(initialLanguage()).toBe('en');
  });

  it('selectLanguage stores lang and hisLang, updates <html lang> and calls getUpdateLanguage', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { language: 'en' } })));
    vi.stubGlobal('fetch', fetch);
    await selectLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('en');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/language');
    expect(init.body).toBe('{"language":"en"}');
    expect((init.headers as Record<string, string>).Language).toBe('en');
  });

  it('keeps the choice when the server call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await selectLanguage('vi');
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});

describe('texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('fills placeholders, picks plural forms by count and falls back to the key', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('help.results', { count: 1, query: 'bank' })).toBe('1 result for “bank”');
    expect(i18n.t('help.results', { count: 3, query: 'bank' })).toBe('3 results for “bank”');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.exists('help.results_one')).toBe(true);
    expect(i18n.exists('help')).toBe(false);
    await i18n.changeLanguage('vi');
    expect(i18n.t('help.results', { count: 1, query: 'x' })).toBe('1 kết quả cho “x”');
  });

  it('shows Vietnamese for a language the site lacks', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('vi');
  });

  it('re-renders components with a new t when the language changes', async () => {
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('language.label')}</h1>;
    }
    render(<Title />);
    const vi = screen.getByRole('heading').textContent;
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).not.toBe(vi);
  });
});
