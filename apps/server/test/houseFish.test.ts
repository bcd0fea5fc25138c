import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, HOUSE_VASSALAGE, RECORD_PATHS } from '@lotus/contracts';
import { verifyRound } from '@lotus/house';
import { authed } from './accounts/support';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, deposit, expectLedgerSound, houseGame, ip, launch, newMember } from './gamesSupport';

/**
 * The fish shooting game (house game fish-hunter, category FISH) over HTTP: each shot is one round paid
 * through the seamless API, bad shots and floods are refused before any money moves.
 */
let t: TestApp;
let base: string;
let member: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  t = await createTestApp();
  // A real HTTP server: the house provider calls the seamless API over loopback, like any vendor.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  member = await newMember(t);
  await deposit(t, member.id, 100_000n);
});
afterAll(() => t.close());

async function http(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as { success: boolean; value?: any; errorCode?: string } };
}

/** Launches the fish game through /wps/game/launchGame and opens its house session. */
async function openFish(accountType = 1) {
  const res = await launch(t, member.token, {
    gameId: await houseGame(t, 'fish-hunter'),
    accountType,
    language: 'vi',
  });
  const url = new URL(res.json().value.game_url, base);
  expect(url.pathname).toBe('/house/play/fish-hunter');
  const html = await (await fetch(url)).text();
  // The sea's own entry (apps/frames: house.ts's play page with the sea as its view) runs on this page only.
  expect(html).toContain('<script type="module" src="/house/assets/fish.js"></script>');
  expect(html).not.toContain('/house/assets/house.js"');
  const s = await http('POST', '/house/api/session', { token: url.searchParams.get('token'), game: 'fish-hunter' });
  expect(s.json.success, JSON.stringify(s.json)).toBe(true);
  return s.json.value as { session: string; balance: number; player: { mode: string }; game: { category: string } };
}

const shoot = (session: string, bet: unknown) => http('POST', '/house/api/play', { session, game: 'fish-hunter', bet });

/** Waits out the flood guard (a full bucket refills in under two seconds). */
const calm = () => new Promise((r) => setTimeout(r, 1_800));

describe('the fish shooting game over HTTP', () => {
  it('is listed under FISH, and a shot settles through the seamless API, recorded and replayable', async () => {
    const listed = await t.app.inject({ url: `${GAME_PATHS.gameList}?vassalage=${HOUSE_VASSALAGE}&pageSize=100` });
    const games = listed.json().value.games as { code: string; gameType: string }[];
    expect(games.find((g) => g.code === 'fish-hunter')).toMatchObject({ gameType: 'FISH' });
    expect((await fetch(`${base}/house/assets/fish.js`)).status).toBe(200);

    const opened = await openFish();
    expect(opened.game.category).toBe('FISH');
    const before = await balanceOf(t, member.id);
    const shot = await shoot(opened.session, { amount: 500, fish: 'shark' });
    expect(shot.json.success, JSON.stringify(shot.json)).toBe(true);
    const r = shot.json.value.round;
    expect(r).toMatchObject({ game: 'fish-hunter', status: 'settled', totalStake: 500 });
    expect(r.outcome).toMatchObject({ fish: 'shark', multiplier: 40 });
    expect(r.totalWin).toBe(r.outcome.killed ? 20_000 : 0);
    expect(await balanceOf(t, member.id)).toBe(before - 500n + BigInt(r.totalWin));
    expect(shot.json.value.balance).toBe(Number(before) - 500 + r.totalWin);

    // The betting record names the game; its recall replays the round; the history panel lists fish only.
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const rec = hist.json().value.list.find((x: { roundId: string }) => x.roundId === r.id);
    expect(rec).toMatchObject({ vassalage: 'LOTUS_HOUSE', gameType: 'FISH', stake: '500', status: 'settled' });
    expect(rec.gameName).toMatch(/Săn Cá Hoàng Kim|Golden Fish Hunt/);
    const recall = await http('GET', rec.recallUrl.replace('/house/recall/', '/house/api/recall/'));
    expect(recall.json.value).toMatchObject({ id: r.id, game: 'fish-hunter', outcome: r.outcome });
    const rows = (await http('GET', `/house/api/rounds?session=${encodeURIComponent(opened.session)}`)).json.value as {
      game: string;
    }[];
    expect(new Set(rows.map((x) => x.game))).toEqual(new Set(['fish-hunter']));

    // Once the seed pair is revealed the shot recomputes exactly.
    const rotated = await http('POST', '/house/api/seed', { session: opened.session });
    const replay = verifyRound(rotated.json.value.revealed.serverSeed, r.clientSeed, r.nonce, 'fish-hunter', r.bet);
    expect(replay.outcome).toEqual(r.outcome);
    await expectLedgerSound(t);
  });

  it('refuses bad shots, unknown fish, stakes out of limits and money it does not have, moving nothing', async () => {
    await calm();
    const opened = await openFish();
    const before = await balanceOf(t, member.id);
    for (const [bet, code] of [
      [{ amount: 500, fish: 'mermaid' }, 'bet_unknown_type'],
      [{ amount: 500 }, 'bet_unknown_type'],
      [{ fish: 'minnow' }, 'bet_invalid'],
      [{ amount: '500', fish: 'minnow' }, 'bet_invalid'],
      [{ amount: 5.5, fish: 'minnow' }, 'bet_not_integer'],
      [{ amount: -100, fish: 'minnow' }, 'bet_not_positive'],
      [{ amount: 99, fish: 'minnow' }, 'bet_below_min'],
      [{ amount: 100_001, fish: 'minnow' }, 'bet_above_max'],
      [{ amount: 500, fish: 'minnow', multiplier: 1_000 }, 'bet_unknown_type'],
      ['minnow', 'bet_invalid'],
    ] as const) {
      const p = await shoot(opened.session, bet);
      expect(p.status, JSON.stringify(bet)).toBe(400);
      expect(p.json.errorCode, JSON.stringify(bet)).toBe(code);
    }
    await calm();
    // 1,000.00 a shot is within the table's limits but above this member's 1,000.00 less what was played.
    const broke = await shoot(opened.session, { amount: 100_000, fish: 'minnow' });
    expect(broke.json.errorCode, JSON.stringify(broke.json)).toBe('insufficient_balance');
    expect(await balanceOf(t, member.id)).toBe(before);
    expect((await shoot('forged.session', { amount: 500, fish: 'minnow' })).json.errorCode).toBe(
      'house_session_invalid',
    );
    await expectLedgerSound(t);
  });

  it('refuses a flood of shots cleanly (429), settling exactly the shots it accepted', async () => {
    await calm();
    const opened = await openFish();
    const before = await balanceOf(t, member.id);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => shoot(opened.session, { amount: 100, fish: 'clownfish' })),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.json.success);
    const refused = answers.filter((a) => !a.json.success);
    expect(ok.length).toBeGreaterThan(0);
    // A burst of 10, then 6 a second (HOUSE_ROUND_RATES) while the flood lasts.
    expect(ok.length).toBeLessThanOrEqual(10 + Math.ceil(6 * seconds));
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.json.errorCode).toBe('house_rate_limited');
    }
    const won = ok.reduce((s, a) => s + (a.json.value.round.totalWin as number), 0);
    expect(await balanceOf(t, member.id)).toBe(before - BigInt(100 * ok.length) + BigInt(won));
    // A calm player shoots again.
    await calm();
    expect((await shoot(opened.session, { amount: 100, fish: 'clownfish' })).json.success).toBe(true);
    await expectLedgerSound(t);
  });

  it('free play shoots with play money only', async () => {
    await calm();
    const before = await balanceOf(t, member.id);
    const s = await openFish(0);
    expect(s.player.mode).toBe('trial');
    const p = await shoot(s.session, { amount: 1_000, fish: 'whale' });
    expect(p.json.value.balance).toBe(s.balance - 1_000 + p.json.value.round.totalWin);
    expect(p.json.value.round.mode).toBe('trial');
    expect(await balanceOf(t, member.id)).toBe(before);
    const hist = await t.app.inject({ url: RECORD_PATHS.history, headers: authed(ip, member.token) });
    const ids = (hist.json().value.list as { roundId: string }[]).map((x) => x.roundId);
    expect(ids).not.toContain(p.json.value.round.id);
  });
});
