import {
  DEMO_LEAGUES,
  type DemoLeague,
  distributionOf,
  drawScore,
  marketsOf,
  priceSelection,
  SELECTIONS,
  seededRandom,
  type SportKind,
} from '@lotus/house/sports';
import type { AppContext } from '../../context';
import * as repo from './repository';
import { rejectStalePending } from './service';
import { enterResult, settleFixture } from './settlement';

/**
 * The demo feed (the job `sports.run`, docs/ARCHITECTURE.md "Sportsbook"): keeps three days of upcoming
 * fixtures of the demo competitions, moves their odds a little every quarter of an hour, suspends the
 * markets at kick-off, simulates a feed fixture's result with a generator seeded by its key once its
 * match time is over, and settles every result not yet settled. Safe to run again and from several
 * processes: fixtures are unique by key, results are entered once per version, money moves once per
 * transaction id.
 */

const DAY = 86_400_000;
/** How long a fixture lasts before the feed ends it: football 115 minutes, a map 45. */
const durationOf = (sport: string, bestOf: number) => (sport === 'football' ? 115 : 45 * bestOf) * 60_000;
/** The odds move each 15 minutes of the clock. */
const DRIFT_PERIOD = 15 * 60_000;

/** A fixture's markets priced from its ratings (hundredths) and the period's drift. */
function pricedMarkets(sport: SportKind, homeRating: number, awayRating: number, bestOf: number, drift: number) {
  const hr = (homeRating / 100) * drift;
  const ar = awayRating / 100;
  const dist = distributionOf(sport, hr, ar, bestOf);
  return marketsOf(sport, homeRating / 100, awayRating / 100, bestOf).map((m) => ({
    ...m,
    selections: SELECTIONS[m.type].map((key) => ({ key, odds: priceSelection(dist, m.type, m.line, key) })),
  }));
}

const driftOf = (key: string, now: Date) =>
  1 + (seededRandom(`${key}:${Math.floor(now.getTime() / DRIFT_PERIOD)}`)() - 0.5) * 0.06;

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The demo fixtures of today and the next two days that have not kicked off (and a few minutes ahead). */
async function ensureFixtures(ctx: AppContext, now: Date) {
  const leagues = await repo.upsertLeagues(
    ctx.db,
    DEMO_LEAGUES.map((l, sort) => ({
      code: l.code,
      sport: l.sport,
      nameVi: l.name.vi,
      nameEn: l.name.en,
      bestOf: l.bestOf,
      sort,
    })),
  );
  const source = ctx.config.games.sportsResults;
  const day0 = Math.floor(now.getTime() / DAY) * DAY;
  const due: { league: DemoLeague; leagueId: number; key: string; kickoff: Date }[] = [];
  for (const [index, l] of DEMO_LEAGUES.entries()) {
    const leagueId = leagues.find((x) => x.code === l.code)!.id;
    for (let d = 0; d < 3; d++) {
      for (let slot = 0; slot < l.perDay; slot++) {
        // Spread over the day (UTC 03:00 on), each league a little apart.
        const minutes = 3 * 60 + index * 47 + slot * Math.floor((18 * 60) / l.perDay);
        const kickoff = new Date(day0 + d * DAY + minutes * 60_000);
        if (kickoff.getTime() <= now.getTime() + 5 * 60_000) continue;
        due.push({ league: l, leagueId, key: `${l.code}:${dayText(kickoff.getTime())}:${slot}`, kickoff });
      }
    }
  }
  const existing = await repo.existingFeedKeys(
    ctx.db,
    due.map((d) => d.key),
  );
  let added = 0;
  for (const { league: l, leagueId, key, kickoff } of due.filter((d) => !existing.has(d.key))) {
    const random = seededRandom(key);
    const h = Math.floor(random() * l.teams.length);
    const a = (h + 1 + Math.floor(random() * (l.teams.length - 1))) % l.teams.length;
    const home = l.teams[h]!;
    const away = l.teams[a]!;
    const homeRating = Math.round(home.rating * 100);
    const awayRating = Math.round(away.rating * 100);
    const inserted = await repo.insertFixture(
      ctx.db,
      {
        leagueId,
        feedKey: key,
        home: home.name,
        away: away.name,
        homeRating,
        awayRating,
        kickoffAt: kickoff,
        status: 'scheduled',
        source,
        createdAt: now,
        updatedAt: now,
      },
      pricedMarkets(l.sport, homeRating, awayRating, l.bestOf, driftOf(key, now)),
    );
    if (inserted) added++;
  }
  return added;
}

/** Moves the open markets' odds to this period's prices. */
async function moveOdds(ctx: AppContext, now: Date) {
  const rows = await repo.openSelections(ctx.db);
  const changes: { id: number; odds: number }[] = [];
  const priced = new Map<number, ReturnType<typeof pricedMarkets>>();
  for (const r of rows) {
    const f = r.fixture;
    let markets = priced.get(f.id);
    if (!markets) {
      markets = pricedMarkets(
        r.league.sport as SportKind,
        f.homeRating,
        f.awayRating,
        r.league.bestOf,
        driftOf(f.feedKey ?? String(f.id), now),
      );
      priced.set(f.id, markets);
    }
    const m = markets.find((x) => x.type === r.market.type && x.line === r.market.line);
    const s = m?.selections.find((x) => x.key === r.selection.key);
    if (s && s.odds !== r.selection.odds) changes.push({ id: r.selection.id, odds: s.odds });
  }
  return repo.setOdds(ctx.db, changes, now);
}

/** The job: fixtures, odds, kick-offs, the feed's results and every settlement due. */
export async function runSports(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let done = await ensureFixtures(ctx, now);
  await moveOdds(ctx, now);
  done += await repo.startDue(ctx.db, now);
  for (const { fixture, league } of await repo.feedFixturesToFinish(
    ctx.db,
    new Date(now.getTime() - durationOf('esports', 1)),
  )) {
    if (fixture.kickoffAt.getTime() + durationOf(league.sport, league.bestOf) > now.getTime()) continue;
    const dist = distributionOf(
      league.sport as SportKind,
      fixture.homeRating / 100,
      fixture.awayRating / 100,
      league.bestOf,
    );
    const score = drawScore(dist, seededRandom(`result:${fixture.feedKey ?? fixture.id}`));
    try {
      await enterResult(ctx, fixture.id, { ...score, correction: false }, 'feed');
      done++;
    } catch {
      // An operator entered it meanwhile.
    }
  }
  for (const f of await repo.fixturesToSettle(ctx.db, 20)) done += await settleFixture(ctx, f);
  done += await rejectStalePending(ctx, new Date(now.getTime() - 60_000));
  return done;
}
