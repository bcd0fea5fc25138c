import type { Permission, RegisterFieldRule, SettingsNode } from '@lotus/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { BrandGate } from '@/features/brand';
import { i18n } from '@/lib/i18n';
import { clearSession, writeSession } from '@/lib/session';
import { permissionFixture } from './fixtures';

/**
 * The site as every test of the file finds it: English chosen (a stored choice wins over the brand's
 * Vietnamese), session storage empty and, with `signedIn`, demo01's session; afterwards the session,
 * the stubbed globals and local storage are cleared. A file's own set-up runs after this one's.
 */
export function inEnglishSite({ signedIn = false }: { signedIn?: boolean } = {}) {
  beforeEach(async () => {
    sessionStorage.clear();
    localStorage.setItem('lang', 'en');
    await i18n.changeLanguage('en');
    if (signedIn) writeSession({ token: 't', account: 'demo01', isAgent: 0 });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** A settings tree with the given modIds on (and nothing else). */
export const menuWith = (...on: string[]): SettingsNode[] =>
  on.map((modId) => ({ modId, name: modId, enabled: '1', childrenNodes: [] }));

export const rule = (
  field: RegisterFieldRule['field'],
  patternId: RegisterFieldRule['patternId'],
  minLength: number | null,
  maxLength: number | null,
  extra: Partial<RegisterFieldRule> = {},
): RegisterFieldRule => ({
  field,
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
  ...extra,
});

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * A fetch stub for the site API: `routes` maps a path to a value (answered as a success envelope)
 * or to a function of the request (its return value is the value; throw `{ status, body }` to fail).
 */
export function serveApi(routes: Record<string, unknown>) {
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    if (!(url.pathname in routes)) {
      return Response.json({ success: false, errorCode: 'not_found', message: 'nf' }, { status: 404 });
    }
    const r = routes[url.pathname];
    try {
      const value = typeof r === 'function' ? await (r as Handler)(url, init) : r;
      return Response.json({ success: true, value });
    } catch (e) {
      const { status, body } = e as { status: number; body: unknown };
      return Response.json(body, { status });
    }
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function permissionWithRules(rules: RegisterFieldRule[]): Permission {
  return { ...permissionFixture, info: { ...permissionFixture.info, register: { rules, agreementAge: 18 } } };
}

/** Renders `ui` inside the providers the site gives every page (brand loaded from the stub). */
export function renderInSite(ui: ReactNode, path = '/index') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GeneralModalProvider>
        <MemoryRouter initialEntries={[path]}>
          <BrandGate fallback={<p>loading brand</p>}>{ui}</BrandGate>
        </MemoryRouter>
      </GeneralModalProvider>
    </QueryClientProvider>,
  );
}
