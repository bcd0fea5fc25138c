import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, HOUSE_VASSALAGE, POINT_PATHS } from '@lotus/contracts';
import { seedDemoPointsIfEmpty } from '../src/db/seed/demoPoints';
import { createTestApp, demo, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPointsIfEmpty(t.ctx.db);
});
afterAll(() => t.close());

const value = async (url: string, language: 'vi' | 'en') => {
  const res = await t.app.inject({ url, headers: demo({ language }) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

describe('the demo points mall', () => {
  it.each(['vi', 'en'] as const)(
    'names, in %s, only games the site has and the currency as the site writes it',
    async (language) => {
      // Issue 33: the free spins were "for the Lotus Slots game", which does not exist; prices said ₫ beside VND.
      const products: { kind: string; name: string; description: string }[] = await value(
        POINT_PATHS.products,
        language,
      );
      const house: { games: { gameName: string }[] } = await value(
        `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100`,
        language,
      );
      const names = house.games.map((g) => g.gameName);
      const spins = products.filter((p) => p.kind === 'free_spins');
      expect(spins.length).toBeGreaterThan(0);
      for (const p of spins) {
        expect(p.description).not.toMatch(/Lotus Slots/);
        expect(
          names.some((name) => p.description.includes(name)),
          p.description,
        ).toBe(true);
      }
      for (const p of products) expect(`${p.name} ${p.description}`).not.toContain('₫');
      expect(products.filter((p) => p.kind === 'bonus').every((p) => p.name.includes('VND'))).toBe(true);
    },
  );
});
