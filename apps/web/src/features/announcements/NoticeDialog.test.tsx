import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { BrandGate } from '@/features/brand';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { inEnglishSite } from '../../../test/harness';
import { AnnouncementMarquee, NoticeDialog, closeNoticeDialog, openNoticeDialog } from './index';

const TOTAL = 12;
// Newest first; notice n has timestamp 2026-01-0n 00:00:00 UTC.
const notices = Array.from({ length: TOTAL }, (_, i) => {
  const n = TOTAL - i;
  return {
    id: `n${n}`,
    type: 'B',
    title: `Notice ${n}`,
    content: `<p>Body ${n}</p><img src="x" onerror="alert(1)">`,
    timestamp: Date.UTC(2026, 0, n, 0, 0, 0),
  };
});

function serve() {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/wps/system/permission') return Response.json({ success: true, value: permissionFixture });
    if (url.pathname === '/wps/system/menu') return Response.json({ success: true, value: menuFixture });
    if (url.pathname === '/wps/relay/MCSFE_getListAnnouncements') {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list =
        url.searchParams.get('types') === 'B' ? notices.slice((pageNo - 1) * pageSize, pageNo * pageSize) : [];
      const total = url.searchParams.get('types') === 'B' ? TOTAL : 0;
      return Response.json({
        success: true,
        value: { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) },
      });
    }
    return Response.json({ success: false, errorCode: 'not_found', message: 'nf' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderNotices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GeneralModalProvider>
        <MemoryRouter>
          <BrandGate fallback={<p>loading</p>}>
            <AnnouncementMarquee />
            <NoticeDialog />
          </BrandGate>
        </MemoryRouter>
      </GeneralModalProvider>
    </QueryClientProvider>,
  );
}

inEnglishSite();
afterEach(() => {
  act(() => closeNoticeDialog());
});

describe('notice dialog', () => {
  it('starts on the page and selection of the stored notice index', async () => {
    const fetch = serve();
    sessionStorage.setItem('noticeIndex', '10');
    renderNotices();
    await screen.findByRole('region', { name: 'Latest notices' });
    act(() => openNoticeDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    // index 10 → page 2, second notice (Notice 2)
    expect(await within(dialog).findByRole('heading', { name: 'Notice 2' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('pageNo=2') && String(u).includes('pageSize=9'))).toBe(
      true,
    );
    // dates yyyy-MM-dd HH:mm:ss in the brand zone (UTC+7)
    expect(within(dialog).getAllByText('2026-01-02 07:00:00').length).toBeGreaterThan(0);
    // content sanitised in the browser as well
    const article = within(dialog).getByText('Body 2').closest('article')!;
    expect(article.innerHTML).not.toContain('onerror');
  });

  it('lists 9 notices per page and stores the selection', async () => {
    serve();
    renderNotices();
    await screen.findByRole('region', { name: 'Latest notices' });
    act(() => openNoticeDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    const list = await within(dialog).findByRole('list', { name: 'Notices' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    fireEvent.click(within(list).getByRole('button', { name: /Notice 9/ }));
    expect(sessionStorage.getItem('noticeIndex')).toBe('3');
    expect(await within(dialog).findByRole('heading', { name: 'Notice 9' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByRole('heading', { name: 'Notice 3' })).toBeTruthy();
    expect(sessionStorage.getItem('noticeIndex')).toBe('9');
  });

  it('opens on the notice clicked in the marquee', async () => {
    serve();
    renderNotices();
    const marquee = await screen.findByRole('region', { name: 'Latest notices' });
    const item = await within(marquee).findByRole('button', { name: 'Notice 10' });
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(await within(dialog).findByRole('heading', { name: 'Notice 10' })).toBeTruthy();
    expect(sessionStorage.getItem('noticeIndex')).toBe('2');
  });
});
