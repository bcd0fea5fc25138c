/**
 * The house's live tables in the house bench (bench/house.ts): live baccarat, dragon tiger, sic bo,
 * roulette and xóc đĩa, each round drawn as the table engine draws it (roundRng(serverSeed, clientSeed =
 * the round's id, nonce 0)) and paid by the game's own payout. Each bet's measured RTP gets its 99 %
 * confidence interval from the measured per-round variance; the exact theoretical RTP (TABLE_GAMES[…].theory(),
 * by enumeration) must lie inside the family-wise interval (`gateZ`, see bench/house.ts). The house edge is 1 − RTP.
 */
import { RoundRng, stats } from '@lotus/house';
import { TABLE_GAMES, type TableGameId } from '@lotus/house/tables';
import { verdict } from './houseTables';

/** The bets measured at each table (a spread of even chances, long shots and side bets). */
const LIVE_BETS: Record<TableGameId, string[]> = {
  'baccarat-live': ['player', 'banker', 'tie', 'playerPair'],
  'dragon-tiger': ['dragon', 'tie'],
  sicbo: ['big', 'total4', 'total10', 'anyTriple', 'single3'],
  roulette: ['red', 'n17', 'dozen2'],
  'xoc-dia': ['even', 'red4', 'red3'],
};

/** How many RTP checks the live tables make. */
export const LIVE_CHECKS = Object.values(LIVE_BETS).reduce((n, b) => n + b.length, 0);

const STAKE = 10_000;

export function runLiveTablesBench(
  rounds: number,
  serverSeed: string,
  clientSeed: string,
  log: (line: string) => void,
  gateZ: number,
): { name: string; pass: boolean }[] {
  const z = stats.normalQuantile(0.995);
  const t0 = performance.now();
  const out: { name: string; pass: boolean }[] = [];
  const lines: string[] = [];
  for (const [id, bets] of Object.entries(LIVE_BETS) as [TableGameId, string[]][]) {
    const game = TABLE_GAMES[id];
    const theory = game.theory();
    const returns = bets.map(() => new stats.RunningStats());
    for (let n = 0; n < rounds; n++) {
      const result = game.draw(new RoundRng(serverSeed, `${clientSeed}:${id}:${n}`, 0));
      bets.forEach((type, i) => returns[i]!.push(game.payout(type, STAKE, result) / STAKE));
    }
    bets.forEach((type, i) => {
      const r = returns[i]!;
      const se = Math.sqrt(r.variance) / Math.sqrt(r.n);
      const measured = r.mean;
      const th = theory[type]!;
      const inside99 = Math.abs(th - measured) <= z * se;
      const pass = Math.abs(th - measured) <= gateZ * se;
      const name = `${id} ${type}`;
      lines.push(
        `  ${name.padEnd(26)} RTP ${pct(measured)}  99 % CI [${pct(measured - z * se)}, ${pct(measured + z * se)}]  theoretical ${pct(th)} (house edge ${pct(1 - th)})  ${verdict(inside99, pass)}`,
      );
      out.push({ name, pass });
    });
  }
  const seconds = (performance.now() - t0) / 1000;
  log(`House live tables: ${rounds.toLocaleString('en-US')} rounds per table (${seconds.toFixed(1)} s)`);
  for (const l of lines) log(l);
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
