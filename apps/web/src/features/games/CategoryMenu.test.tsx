import type { gameMenuSchema, gameSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuFixture, permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, renderInSite, serveApi } from '../../../test/harness';
import { CategoryMenuPanel } from './CategoryMenu';

/** A game and a menu page as the API sends them: money as its minor-unit string (decision 0021). */
type Game = z.input<typeof gameSchema>;
type GameMenu = z.input<typeof gameMenuSchema>;

const TOTAL = 50;
const mkGame = (i: number): Game => ({
  gameId: i,
  roomId: null,
  nodeId: 1,
  vassalage: 'JADE_SLOTS',
  gameName: `Game ${i}`,
  nodeName: 'Jade',
  showIcon: `/wps/system/gameArt/${i}.svg`,
  supportPlay: 1,
  gameType: 'RNG',
  code: `g${i}`,
  defaultPlayType: null,
  accountTypeName: null,
  isGame: null,
  minBet: '100',
  maxBet: '10000',
  lineNum: 20,
  classify: null,
  isHot: false,
  isNew: false,
  popularity: 1,
  isFavorite: false,
  underMaintenance: false,
});

/** The server's paging: page 1 holds 21, later pages 18. */
function menuPage(url: URL): GameMenu {
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const start = pageNo === 1 ? 0 : 21 + (pageNo - 2) * 18;
  const size = pageNo === 1 ? 21 : 18;
  const ids = Array.from({ length: Math.max(0, Math.min(size, TOTAL - start)) }, (_, i) => start + i + 1);
  return {
    gameCategory: 'RNG',
    name: 'Nổ hũ',
    enName: 'Slots',
    page: '/rng',
    point: 1.2,
    vendors: [],
    games: ids.map(mkGame),
    pageNum: pageNo,
    totalPages: 1 + Math.ceil((TOTAL - 21) / 18),
    total: TOTAL,
  };
}

inEnglishSite();

describe('header drop-down', () => {
  it('shows 21 games first, then 18 more per "More" until all are shown', async () => {
    const fetch = serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuFixture,
      '/lgw/vn/games/game_menu': (url: URL) => menuPage(url),
    });
    renderInSite(
      <CategoryMenuPanel
        entry={{ name: 'Nổ hũ', enName: 'Slots', gameType: 'RNG', page: '/rng', point: 1.2, sideMenuIcon: 'rng' }}
        onDone={() => undefined}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Slots games' });
    await within(list).findByRole('article', { name: 'Game 21' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await within(list).findByRole('article', { name: 'Game 39' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(39);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await within(list).findByRole('article', { name: 'Game 50' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    const pages = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === '/lgw/vn/games/game_menu')
      .map((u) => u.searchParams.get('pageNo'));
    expect(pages).toEqual(['1', '2', '3']);
  });
});
