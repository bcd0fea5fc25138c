import { PERMISSIONS, ROLE_PERMISSIONS } from '@lotus/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../test/harness';
import { inEnglishConsole, operatorOf, renderConsole } from '../../test/console';
import en from '../locales/en/console.json';
import vi from '../locales/vi/console.json';
import { CONSOLE_ROUTES, NAV_GROUPS, mayOpen, navSections, type ConsoleRoute } from './routes';

const load = () => Promise.resolve(() => null);
const route = (path: string, permission: ConsoleRoute['permission'], group?: ConsoleRoute['nav']): ConsoleRoute => ({
  path,
  permission,
  nav: group,
  load,
});

const leaf = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** A page's code is a chunk of its own: the first render of it waits for the import. */
const LAZY = { timeout: 10_000 };

inEnglishConsole();

describe('the route registry', () => {
  it('names pages once, with known permissions and texts in both languages', () => {
    const paths = CONSOLE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of CONSOLE_ROUTES) {
      if (r.permission) expect(PERMISSIONS).toContain(r.permission);
      if (r.nav) {
        expect(NAV_GROUPS).toContain(r.nav.group);
        expect(typeof leaf(en, r.nav.labelKey), r.nav.labelKey).toBe('string');
        expect(typeof leaf(vi, r.nav.labelKey), r.nav.labelKey).toBe('string');
      }
    }
    for (const g of NAV_GROUPS) expect(typeof leaf(en, `console.navGroups.${g}`)).toBe('string');
  });

  it('shows in the navigation exactly the pages each role may open', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      const shown = navSections(CONSOLE_ROUTES, permissions).flatMap((s) => s.items.map((i) => i.path));
      const allowed = CONSOLE_ROUTES.filter((r) => r.nav && mayOpen(r, permissions)).map((r) => r.path);
      expect(shown.sort(), role).toEqual(allowed.sort());
    }
    const pages = (permissions: readonly string[]) =>
      navSections(CONSOLE_ROUTES, permissions).flatMap((s) => s.items.map((i) => i.path));
    expect(pages(ROLE_PERMISSIONS.owner)).toEqual(expect.arrayContaining(['operators', 'audit', 'account']));
    expect(pages(ROLE_PERMISSIONS.risk)).toEqual(expect.arrayContaining(['audit', 'account']));
    expect(pages(ROLE_PERMISSIONS.risk)).not.toContain('operators');
    expect(pages(ROLE_PERMISSIONS.support)).not.toContain('operators');
    expect(pages(ROLE_PERMISSIONS.support)).not.toContain('audit');
    // Every operator has its account page.
    expect(pages([])).toContain('account');
  });

  it('keeps the sections in NAV_GROUPS order whatever the registry’s order, and leaves detail pages out', () => {
    const routes = [
      route('reports', 'reports.read', { group: 'reports', labelKey: 'r' }),
      route('members/:id', 'members.read'),
      route('members', 'members.read', { group: 'players', labelKey: 'm' }),
      route('', null, { group: 'overview', labelKey: 'h' }),
    ];
    expect(navSections(routes, ['members.read', 'reports.read']).map((s) => s.group)).toEqual([
      'overview',
      'players',
      'reports',
    ]);
    expect(navSections(routes, []).map((s) => s.group)).toEqual(['overview']);
    expect(mayOpen(routes[1]!, ['members.read'])).toBe(true);
    expect(mayOpen(routes[1]!, ['members.write'])).toBe(false);
  });
});

describe('the signed-in console', { timeout: 30_000 }, () => {
  it('gives a support operator its pages only, and a page it may not open shows no permission', async () => {
    const fetch = serveApi({ '/ops/auth/me': operatorOf('support') });
    renderConsole('/operators');
    expect(await screen.findByRole('heading', { name: 'No permission' }, LAZY)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    // The header: who, which role, which brands.
    expect(screen.getByText('Test support')).toBeTruthy();
    expect(screen.getByText('Support')).toBeTruthy();
    expect(screen.getByText('Brands: LOTUS')).toBeTruthy();
    // The operators list was never asked for; every call carried the session as a bearer token.
    const calls = fetch.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers).get('Authorization')]);
    expect(calls).toContainEqual(['/ops/auth/me', 'Bearer tok']);
    expect(calls.filter(([url]) => url!.startsWith('/ops/operators'))).toEqual([]);
    expect(calls.filter(([, auth]) => auth !== 'Bearer tok')).toEqual([]);
  });

  it('gives an owner the operators page', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('owner', { brands: null }),
      '/ops/operators': [
        {
          id: 1,
          username: 'owner',
          displayName: 'Demo owner',
          role: 'owner',
          brands: null,
          ipAllowList: ['203.0.113.0/24'],
          status: 'active',
          totpEnabled: false,
          totpRequired: false,
          lockedUntil: null,
          lastLoginAt: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    renderConsole('/operators');
    expect(await screen.findByRole('heading', { name: 'Operators', level: 1 }, LAZY)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /owner/ })).toBeTruthy();
    expect(screen.getByText('203.0.113.0/24')).toBeTruthy();
    expect(screen.getByText('Brands: all brands')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).getByRole('link', { name: 'Operators' }).getAttribute('aria-current')).toBe('page');
  });

  it('takes an operator that must change its password to the account page, without navigation', async () => {
    serveApi({
      '/ops/auth/me': operatorOf('finance', { mustChangePassword: true, mustSetupTotp: true, totpEnabled: false }),
    });
    renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'My account' }, LAZY)).toBeTruthy();
    expect(screen.getByText(/change the password you were given and set up two-factor/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console navigation' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toBeTruthy();
  });

  it('goes to the account page when a call says the account must be set up first (an owner reset it meanwhile)', async () => {
    let me = operatorOf('owner');
    serveApi({
      '/ops/auth/me': () => me,
      '/ops/operators': () => {
        me = operatorOf('owner', { totpEnabled: false, mustSetupTotp: true });
        throw { status: 403, body: { success: false, errorCode: 'operator_setup_required', message: 'setup' } };
      },
    });
    renderConsole('/operators');
    expect(await screen.findByText('Before you start: set up two-factor authentication.', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console navigation' })).toBeNull();
  });
});
