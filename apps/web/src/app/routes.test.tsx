import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { fakeApi, menuFixture, permissionFixture } from '../../test/fixtures';
import { inEnglishSite } from '../../test/harness';
import { SiteRoutes } from './router';

const emptyPage = { list: [], pageNo: 1, pageSize: 9, total: 0, totalPages: 0 };

function serve(menu = menuFixture) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/wps/system/permission': permissionFixture,
        '/wps/system/menu': menu,
        '/wps/relay/MCSFE_getListAnnouncements': emptyPage,
      }),
    ),
  );
}

/** Where the router is now (`pathname()`), read by a probe inside it. */
function renderAt(path: string) {
  let pathname = '';
  function LocationProbe() {
    pathname = useLocation().pathname;
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GeneralModalProvider>
        <MemoryRouter initialEntries={[path]}>
          <SiteRoutes />
          <LocationProbe />
        </MemoryRouter>
      </GeneralModalProvider>
    </QueryClientProvider>,
  );
  return { pathname: () => pathname };
}

inEnglishSite();
beforeEach(() => {
  vi.stubGlobal('scrollTo', () => {});
  sessionStorage.setItem('popupNoticesSeen', '1');
});

describe('routes', () => {
  it('redirects / to /index and renders home with the header, side menu and footer', async () => {
    serve();
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotus – Home' })).toBeTruthy();
    expect(router.pathname()).toBe('/index');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'VIP rank: none' }).textContent).toContain('- -');
    expect(within(header).getByRole('link', { name: 'Card Games' }).getAttribute('href')).toBe('/pvp');
    expect(screen.getByRole('complementary', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('header side-menu footer');
  });

  it('opens the registration dialog over home at /register and /register.html', async () => {
    serve();
    renderAt('/register.html');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByText('Join Lotus')).toBeTruthy();
  });

  it('shows a header-only page with its layout (the lottery asks a visitor to log in)', async () => {
    serve();
    renderAt('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    expect(screen.getByText('Please log in to enter the lottery lobby.')).toBeTruthy();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('header');
  });

  it('uses the layouts of the routes table', async () => {
    serve();
    renderAt('/pointMall');
    await screen.findByRole('heading', { level: 1, name: 'Points mall' });
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('header footer');
  });

  it('renders /helpmc as help only: no header, side menu, right bar or footer', async () => {
    serve();
    renderAt('/helpmc');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('');
  });

  it('shows a real not-found page for unknown routes', async () => {
    serve();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/index');
  });

  describe('login-page guard (LOGINPAGEGUARD3)', () => {
    const guardOn = [
      {
        modId: 'LOGIN3',
        name: 'Login',
        enabled: '1' as const,
        childrenNodes: [{ modId: 'LOGINPAGEGUARD3', name: 'Guard', enabled: '1' as const, childrenNodes: [] }],
      },
    ];

    it('sends a visitor without a token to /login', async () => {
      serve(guardOn);
      const router = renderAt('/live');
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
      expect(router.pathname()).toBe('/login');
      expect(sessionStorage.getItem('LOGINPAGEGUARD3')).toBe('1');
    });

    it('leaves the exceptions and visitors with a token alone', async () => {
      serve(guardOn);
      const router = renderAt('/helpmc');
      await screen.findByRole('heading', { level: 1, name: 'Help centre' });
      expect(router.pathname()).toBe('/helpmc');
    });

    it('lets a visitor with a token through', async () => {
      sessionStorage.setItem('token', 'abc');
      serve(guardOn);
      const router = renderAt('/live');
      await screen.findByRole('heading', { level: 1, name: 'Live Casino' });
      expect(router.pathname()).toBe('/live');
    });
  });
});
