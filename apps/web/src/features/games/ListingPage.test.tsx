import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HOUSE_VASSALAGE, type Vendor, type VendorCategory } from '@lotus/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { renderInSite, serveApi } from '../../../test/harness';
import { ListingPage } from './ListingPage';

const vendor = (vassalage: string, displayName: string): Vendor => ({
  vassalage,
  displayName,
  smallIcon: `/art/vendors/${vassalage}.svg`,
  isHot: true,
  gameType: 'LIVE',
  gameTypes: ['LIVE'],
  walletMode: 'seamless',
  maintenance: null,
});
const vendors: VendorCategory[] = [
  { gameCategory: 'LIVE', vendors: [vendor(HOUSE_VASSALAGE, 'Lotus House'), vendor('ROYAL_LIVE', 'Royal')] },
];
const types = (vassalage: string, classify: string[]) => ({
  vassalage,
  gameTypes: [{ gameType: 'LIVE', gameCount: classify.length, classify }],
});

beforeEach(async () => {
  localStorage.setItem('lang', 'en');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/live: the classify filters', () => {
  it('offers only the kinds of table the shown vendors have, and drops one the chosen vendor lacks', async () => {
    // Issue 33: 10 of the 15 filters led to "0 games".
    const lists: string[] = [];
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuFixture,
      '/wps/relay/GCSGAME_gameVendor': vendors,
      '/wps/relay/GCSGAME_getVassGameType': (url: URL) =>
        url.searchParams.get('vassalage') === HOUSE_VASSALAGE
          ? types(HOUSE_VASSALAGE, ['BAC', 'ROU', 'SIC'])
          : types('ROYAL_LIVE', ['BAC', 'DAT']),
      '/wps/relay/GCSGAME_gameList': (url: URL) => {
        lists.push(url.search);
        return { games: [], pageNum: 1, pageSize: 24, totalPages: 0, total: 0 };
      },
    });
    renderInSite(<ListingPage page="live" />, '/live');
    const group = await screen.findByRole('group', { name: 'Filter by table type' });
    const names = () =>
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent);
    // Every live vendor ("all"): what either has, in the contract's order.
    expect(names()).toHaveLength(4);
    fireEvent.click(within(group).getAllByRole('button')[2]!);
    await waitFor(() => expect(lists.at(-1)).toContain('classify='));

    // Royal only: its two kinds; the filter it lacks is no longer sent.
    fireEvent.click(await screen.findByRole('tab', { name: 'Royal' }));
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(2));
    await waitFor(() => expect(lists.at(-1)).toContain('vassalage=ROYAL_LIVE'));
    expect(lists.at(-1)).not.toContain('classify=');
  });
});
