import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { i18n } from '@/lib/i18n';
import { fakeApi, menuFixture, permissionFixture, statusFixture } from '../../../test/fixtures';
import { SiteModeGate } from './SiteModeGate';

function renderGate(children: ReactNode = <p>the app</p>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <GeneralModalProvider>
        <SiteModeGate>{children}</SiteModeGate>
      </GeneralModalProvider>
    </QueryClientProvider>,
  );
}

function serve(status: ReturnType<typeof statusFixture>, permission = permissionFixture) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/wps/system/status': status,
        '/wps/system/permission': permission,
        '/wps/system/menu': menuFixture,
        '/wps/relay/getService': {
          version: { pathList: [{ type: '1', path: '/support/chat' }] },
          desk: 'live',
          popup: { width: 440, height: 500 },
        },
      }),
    ),
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('vi');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<SiteModeGate>', () => {
  it('renders the app for status 0', async () => {
    serve(statusFixture());
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('shows the maintenance page for status 1 with the message and end time', async () => {
    serve(
      statusFixture({
        status: 1,
        maintenance: {
          enabled: true,
          until: '2026-03-01T03:00:00Z',
          message: { vi: 'Nâng cấp máy chủ', en: 'Server upgrade' },
        },
      }),
    );
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bảo trì hệ thống' })).toBeTruthy();
    expect(screen.getByText('Chúng tôi đang tiến hành bảo trì hệ thống')).toBeTruthy();
    expect(screen.getByText('Nâng cấp máy chủ')).toBeTruthy();
    expect(await screen.findByText(/2026-03-01 10:00:00 \(GMT\+7\)/)).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Maintenance' })).toBeTruthy();
    expect(screen.getByText('We are currently performing a system maintenance')).toBeTruthy();
    expect(screen.getByText('Server upgrade')).toBeTruthy();
  });

  it('shows the brand’s copyright in the page’s language on the maintenance and restriction pages', async () => {
    const whitelabel = {
      ...permissionFixture.info.whitelabel,
      copyright: '© 2026 Lotus Entertainment. Bảo lưu mọi quyền.',
      copyrightEn: '© 2026 Lotus Entertainment. All rights reserved.',
    };
    serve(statusFixture({ status: 2 }), { ...permissionFixture, info: { ...permissionFixture.info, whitelabel } });
    renderGate();
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toBe('© 2026 Lotus Entertainment. Bảo lưu mọi quyền.');
    await i18n.changeLanguage('en');
    await screen.findByRole('heading', { level: 1, name: 'IP Restriction' });
    expect(screen.getByRole('contentinfo').textContent).toBe('© 2026 Lotus Entertainment. All rights reserved.');
  });

  it('shows the IP restriction page for status 2 with the IP and country', async () => {
    serve(statusFixture({ status: 2 }));
    renderGate();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'IP Restriction' })).toBeTruthy();
    expect(
      screen.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByTestId('visitor-country').textContent).toContain('US');
  });

  it('opens customer service in a 440x500 popup from Contact Us, and says so when it is blocked', async () => {
    serve(statusFixture({ status: 2 }));
    const popup = {
      focus: vi.fn(),
      close: vi.fn(),
      closed: false,
      opener: {},
      resizeTo: vi.fn(),
      document: { title: '', body: { style: {}, textContent: '' } },
      location: { replace: vi.fn() },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderGate();
    await screen.findByRole('heading', { level: 1, name: 'Hạn chế truy cập IP' });
    await screen.findByText('© Lotus');
    fireEvent.click(screen.getByRole('button', { name: 'Liên hệ chúng tôi' }));
    // The popup opens inside the click (blank), then shows getService's address.
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('');
    expect(features).toContain('width=440');
    expect(features).toContain('height=500');
    await vi.waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(`${window.location.origin}/support/chat`),
    );
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();

    open.mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Liên hệ chúng tôi' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cửa sổ bật lên bị chặn' })).toBeTruthy();
  });

  it('closes the popup when getService fails (SPEC §8) and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/wps/system/status': statusFixture({ status: 1 }),
          '/wps/system/permission': permissionFixture,
          '/wps/system/menu': menuFixture,
        }),
      ),
    );
    const popup = {
      close: vi.fn(),
      closed: false,
      document: { title: '', body: { style: {}, textContent: '' } },
      location: { replace: vi.fn() },
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderGate();
    await screen.findByTestId('maintenance-page');
    await screen.findByText('© Lotus');
    fireEvent.click(screen.getByRole('button', { name: 'Liên hệ chúng tôi' }));
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
  });

  it('offers a retry when the status call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderGate();
    expect(await screen.findByRole('alert')).toBeTruthy();
    serve(statusFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('the app')).toBeTruthy();
  });
});
