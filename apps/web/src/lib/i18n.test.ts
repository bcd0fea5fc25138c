import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, selectLanguage } from './i18n';
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
