import { screen, within } from '@testing-library/react';
import { HOUSE_VASSALAGE, type Vendor, type VendorCategory } from '@lotus/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { renderInSite, serveApi } from '../../../test/harness';
import { FooterGames } from './FooterGames';

const house: Vendor = {
  vassalage: HOUSE_VASSALAGE,
  displayName: 'Lotus House',
  smallIcon: '/art/vendors/lotus-house.svg',
  isHot: true,
  gameType: 'LIVE',
  gameTypes: ['LIVE', 'RNG'],
  walletMode: 'seamless',
  maintenance: null,
};

/** The category links the footer shows once the vendor list has been read (or failed). */
async function footerLinks(vendors: VendorCategory[] | undefined) {
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuFixture,
    ...(vendors ? { '/wps/relay/GCSGAME_gameVendor': vendors } : {}),
  });
  renderInSite(<FooterGames />);
  const nav = await screen.findByRole('navigation', { name: 'Trò chơi' });
  return () =>
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
}

beforeEach(async () => {
  localStorage.setItem('lang', 'vi');
  await i18n.changeLanguage('vi');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useOfferedCategories (an honest catalogue)', () => {
  it('advertises only the categories that have a vendor the brand offers', async () => {
    const links = await footerLinks([
      { gameCategory: 'LIVE', vendors: [house] },
      { gameCategory: 'PVP', vendors: [] },
    ]);
    // The brand's nav has lottery, card games and live casino; only live casino has games.
    await vi.waitFor(() => expect(links()).toEqual(['Casino trực tiếp']));
  });

  it('keeps the brand’s whole list while the vendor list cannot be read', async () => {
    const links = await footerLinks(undefined);
    expect(links()).toEqual(['Xổ số', 'Game bài', 'Casino trực tiếp']);
  });
});
