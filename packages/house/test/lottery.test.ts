import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../src/fairness';
import {
  betTypeOf,
  checkVnResult,
  colourOf,
  defaultOdds,
  drawResult,
  fastDrawAt,
  type FastResult,
  familyOf,
  gameName,
  oddsFor,
  payoutOf,
  verifyDraw,
  vnDrawsOfDay,
  type VnResult,
  zodiacOf,
} from '../src/lottery';
import { chiSquareTest } from '../src/stats';

const seed = (i: number) => createHash('sha256').update(`lottery-test-${i}`).digest('hex');

/** A bet's hits against a result, after parsing its selection. */
function hits(family: Parameters<typeof betTypeOf>[0], code: string, selection: string, result: unknown, year = 2026) {
  const t = betTypeOf(family, code)!;
  const p = t.parse(family, selection, year);
  if (!p.ok) throw new Error(p.error);
  return t.hits(result as VnResult, p.parsed.selection, year);
}

describe('VN draws', () => {
  it('the North has 27 prizes with a five-digit special, the South 18 with a six-digit special', () => {
    const n = drawResult('VN_NORTH', 'VN_N', '20261126', seed(1)) as VnResult;
    expect(Object.values(n.prizes).flat()).toHaveLength(27);
    expect(n.prizes.DB![0]).toMatch(/^\d{5}$/);
    expect(n.prizes.G3).toHaveLength(6);
    expect(n.prizes.G7!.every((x) => /^\d{2}$/.test(x))).toBe(true);
    const s = drawResult('VN_SOUTH', 'VN_S_HCM', '20261126', seed(1)) as VnResult;
    expect(Object.values(s.prizes).flat()).toHaveLength(18);
    expect(s.prizes.DB![0]).toMatch(/^\d{6}$/);
    expect(s.prizes.G8![0]).toMatch(/^\d{2}$/);
    expect(s.prizes.G4).toHaveLength(7);
  });

  it('schedules the day: the North at 18:15, the Centre and South provinces of the weekday', () => {
    // Thursday 26 November 2026 in Vietnam.
    const draws = vnDrawsOfDay(Date.parse('2026-11-26T03:00:00Z'));
    expect(draws.map((d) => d.game)).toEqual([
      'VN_N',
      'VN_C_BDI',
      'VN_C_QT',
      'VN_C_QB',
      'VN_S_TN',
      'VN_S_AG',
      'VN_S_BTH',
    ]);
    expect(draws[0]!.drawsAt.toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(draws[0]!.closesAt.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(draws[4]!.drawsAt.toISOString()).toBe('2026-11-26T09:15:00.000Z');
    expect(draws.every((d) => d.issue === '20261126')).toBe(true);
    // Saturday has four southern provinces.
    expect(vnDrawsOfDay(Date.parse('2026-11-28T03:00:00Z')).filter((d) => d.game.startsWith('VN_S_'))).toHaveLength(4);
    expect(familyOf('VN_S_HCM')).toBe('VN_SOUTH');
    expect(familyOf('VN_N')).toBe('VN_NORTH');
    expect(familyOf('K3')).toBe('K3');
    expect(familyOf('VN_X')).toBeNull();
    expect(gameName('VN_N', 'en')).toBe('Northern');
    expect(gameName('VN_S_HCM', 'en')).toBe('TP. Hồ Chí Minh');
    expect(gameName('LHC', 'vi')).toBe('Lục Hợp Thải');
  });

  it('checks an official result for shape', () => {
    const good = drawResult('VN_NORTH', 'VN_N', '1', seed(2)) as VnResult;
    expect(checkVnResult('VN_NORTH', good.prizes)).toEqual({ ok: true, result: good });
    expect(checkVnResult('VN_NORTH', { ...good.prizes, DB: ['1234'] }).ok).toBe(false);
    expect(checkVnResult('VN_NORTH', { ...good.prizes, G9: ['12'] }).ok).toBe(false);
    expect(checkVnResult('VN_SOUTH', good.prizes).ok).toBe(false);
    expect(checkVnResult('VN_NORTH', []).ok).toBe(false);
  });
});

describe('fast draws', () => {
  it('each draw is at k × interval after local midnight; betting closes before it', () => {
    // 10:00:05 in Vietnam: K3 (every 2 minutes) draws next at 10:02, issue 301 of the day.
    const d = fastDrawAt('K3', Date.parse('2026-11-26T03:00:05Z'), 'Asia/Ho_Chi_Minh');
    expect(d.issue).toBe('20261126-0301');
    expect(d.drawsAt.toISOString()).toBe('2026-11-26T03:02:00.000Z');
    expect(d.closesAt.toISOString()).toBe('2026-11-26T03:01:45.000Z');
    // In the closing window the open draw is the next one.
    expect(fastDrawAt('K3', Date.parse('2026-11-26T03:01:50Z'), 'Asia/Ho_Chi_Minh').issue).toBe('20261126-0302');
    // The last draw of the day is at midnight's eve; after it comes draw 1 of the next day.
    expect(fastDrawAt('SSC', Date.parse('2026-11-26T16:59:40Z'), 'Asia/Ho_Chi_Minh').issue).toBe('20261127-0001');
  });

  it('results have the structure of each game', () => {
    const r = (g: 'SSC' | '11X5' | 'K3' | 'PK10' | 'LHC') => (drawResult(g, g, 'x', seed(3)) as FastResult).numbers;
    expect(r('SSC')).toHaveLength(5);
    expect(r('SSC').every((n) => n >= 0 && n <= 9)).toBe(true);
    expect(new Set(r('11X5')).size).toBe(5);
    expect(r('11X5').every((n) => n >= 1 && n <= 11)).toBe(true);
    expect(r('K3').every((n) => n >= 1 && n <= 6)).toBe(true);
    expect([...r('PK10')].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(r('LHC')).size).toBe(7);
  });

  it('is verifiable: the revealed seed matches the commitment and gives the same result', () => {
    const s = seed(4);
    const result = drawResult('PK10', 'PK10', '20261126-0001', s);
    expect(verifyDraw('PK10', 'PK10', '20261126-0001', s, hashServerSeed(s))).toEqual({
      matchesCommitment: true,
      result,
    });
    expect(verifyDraw('PK10', 'PK10', '20261126-0001', seed(5), hashServerSeed(s)).matchesCommitment).toBe(false);
    // Another issue with the same seed draws something else.
    expect(drawResult('PK10', 'PK10', '20261126-0002', s)).not.toEqual(result);
  });
});

describe('bets', () => {
  const north: VnResult = {
    prizes: {
      DB: ['12345'],
      G1: ['67845'],
      G2: ['11111', '22222'],
      G3: ['33333', '44444', '55555', '66666', '77777', '88888'],
      G4: ['1245', '0000', '9999', '1010'],
      G5: ['2020', '3030', '4040', '5050', '6060', '7070'],
      G6: ['145', '808', '909'],
      G7: ['45', '01', '02', '03'],
    },
  };

  it('lô pays per prize ending in the number; đề, ba càng, đầu and đuôi read the special prize', () => {
    expect(hits('VN_NORTH', 'lo', '45', north)).toBe(5);
    expect(hits('VN_NORTH', 'lo', '46', north)).toBe(0);
    expect(hits('VN_NORTH', 'de', '45', north)).toBe(1);
    expect(hits('VN_NORTH', 'de', '44', north)).toBe(0);
    expect(hits('VN_NORTH', 'bacang', '345', north)).toBe(1);
    expect(hits('VN_NORTH', 'bacang', '245', north)).toBe(0);
    expect(hits('VN_NORTH', 'dau', '4', north)).toBe(1);
    expect(hits('VN_NORTH', 'duoi', '5', north)).toBe(1);
    expect(hits('VN_NORTH', 'duoi', '4', north)).toBe(0);
  });

  it('xiên wins when every number is among the endings', () => {
    expect(hits('VN_NORTH', 'xien2', '45,01', north)).toBe(1);
    expect(hits('VN_NORTH', 'xien3', '03, 45, 01', north)).toBe(1);
    expect(hits('VN_NORTH', 'xien4', '45,01,02,04', north)).toBe(0);
    const t = betTypeOf('VN_NORTH', 'xien2')!;
    expect(t.parse('VN_NORTH', '45,45', 2026).ok).toBe(false);
    expect(t.parse('VN_NORTH', '45', 2026).ok).toBe(false);
    expect(t.parse('VN_NORTH', '1,45', 2026)).toMatchObject({ ok: true, parsed: { selection: '01,45' } });
  });

  it('fast games: SSC, K3, PK10, 11X5 and LHC', () => {
    const ssc = { numbers: [1, 2, 3, 4, 9] };
    expect(hits('SSC', 'star5', '12349', ssc)).toBe(1);
    expect(hits('SSC', 'star5', '12348', ssc)).toBe(0);
    expect(hits('SSC', 'bsoe', '5:big', ssc)).toBe(1);
    expect(hits('SSC', 'bsoe', '1:odd', ssc)).toBe(1);
    expect(hits('SSC', 'bsoe', '2:odd', ssc)).toBe(0);
    expect(hits('SSC', 'sum', 'small', ssc)).toBe(1); // 19
    expect(hits('SSC', 'sum', 'odd', ssc)).toBe(1);
    const k3 = { numbers: [4, 4, 4] };
    expect(hits('K3', 'sum', '12', k3)).toBe(1);
    expect(hits('K3', 'triple', '4', k3)).toBe(1);
    expect(hits('K3', 'triple', 'any', k3)).toBe(1);
    expect(hits('K3', 'triple', '5', k3)).toBe(0);
    expect(hits('K3', 'pair', '4', k3)).toBe(1);
    expect(hits('K3', 'pair', '4', { numbers: [4, 1, 2] })).toBe(0);
    const pk = { numbers: [10, 2, 3, 4, 5, 6, 7, 8, 9, 1] };
    expect(hits('PK10', 'position', '1:10', pk)).toBe(1);
    expect(hits('PK10', 'dragon_tiger', '1:dragon', pk)).toBe(1);
    expect(hits('PK10', 'dragon_tiger', '2:tiger', pk)).toBe(1);
    const x5 = { numbers: [1, 5, 7, 9, 11] };
    expect(hits('11X5', 'any', '05,07', x5)).toBe(1);
    expect(hits('11X5', 'any', '05,06', x5)).toBe(0);
    expect(hits('11X5', 'any', '1,5,7,9,11,2', x5)).toBe(1);
    expect(betTypeOf('11X5', 'any')!.parse('11X5', '12', 2026).ok).toBe(false);
    const lhc = { numbers: [3, 4, 5, 6, 7, 8, 49] };
    expect(hits('LHC', 'special', '49', lhc)).toBe(1);
    expect(zodiacOf(49, 2026)).toBe('horse');
    expect(zodiacOf(2, 2026)).toBe('snake');
    expect(hits('LHC', 'zodiac', 'horse', lhc)).toBe(1);
    expect(colourOf(49)).toBe('green');
    expect(hits('LHC', 'colour', 'green', lhc)).toBe(1);
    expect(betTypeOf('LHC', 'colour')!.parse('LHC', 'pink', 2026).ok).toBe(false);
    expect(betTypeOf('SSC', 'lo')).toBeUndefined();
  });

  it('odds follow each mode from exact probabilities, overridable by the brand', () => {
    const lott = defaultOdds('Lott');
    expect(lott['VN_NORTH.de']).toBe(9500);
    expect(lott['VN_NORTH.bacang']).toBe(95_000);
    expect(lott['VN_NORTH.lo']).toBe(351); // 0.95 / 0.27
    expect(lott['VN_SOUTH.lo']).toBe(527);
    expect(lott['VN_NORTH.xien2']).toBeGreaterThan(1600);
    expect(defaultOdds('Elott')['K3.sum:3']).toBe(20_952); // 0.97 × 216
    expect(defaultOdds('Elott')['K3.sum:10']).toBe(776); // 0.97 × 216 / 27
    expect(defaultOdds('Elott')['11X5.any:5']).toBe(44_814);
    expect(defaultOdds('Elott')['LHC.zodiac:year']).toBeLessThan(defaultOdds('Elott')['LHC.zodiac:other']!);
    expect(defaultOdds('SEA')['VN_NORTH.de']).toBe(9000);
    const brand = oddsFor('Lott', { 'VN_NORTH.de': 9900, 'nope.x': 5, 'VN_NORTH.lo': -1 });
    expect(brand['VN_NORTH.de']).toBe(9900);
    expect(brand['nope.x']).toBeUndefined();
    expect(brand['VN_NORTH.lo']).toBe(351);
    expect(payoutOf(1000n, 351, 2)).toBe(7020n);
  });
});

describe('chi-square per position at 99 % (fixed seeds)', () => {
  const N = 20_000;
  const cases: { game: 'SSC' | '11X5' | 'K3' | 'PK10' | 'LHC'; positions: number; bins: number; min: number }[] = [
    { game: 'SSC', positions: 5, bins: 10, min: 0 },
    { game: '11X5', positions: 5, bins: 11, min: 1 },
    { game: 'K3', positions: 3, bins: 6, min: 1 },
    { game: 'PK10', positions: 10, bins: 10, min: 1 },
    { game: 'LHC', positions: 7, bins: 49, min: 1 },
  ];
  for (const c of cases) {
    it(`${c.game}: every position is uniform`, () => {
      const counts = Array.from({ length: c.positions }, () => new Array<number>(c.bins).fill(0));
      for (let i = 0; i < N; i++) {
        const r = drawResult(c.game, c.game, `20261126-${i}`, seed(1000)) as FastResult;
        r.numbers.forEach((n, pos) => counts[pos]![n - c.min]!++);
      }
      for (const row of counts) {
        const t = chiSquareTest(row, new Array<number>(c.bins).fill(N / c.bins));
        expect(t.pass, `${c.game} χ²=${t.statistic.toFixed(1)} > ${t.critical99.toFixed(1)}`).toBe(true);
      }
    });
  }

  it('VN North: every digit of the special prize is uniform', () => {
    const counts = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    for (let i = 0; i < N; i++) {
      const r = drawResult('VN_NORTH', 'VN_N', String(i), seed(2000)) as VnResult;
      [...r.prizes.DB![0]!].forEach((d, pos) => counts[pos]![Number(d)]!++);
    }
    for (const row of counts) expect(chiSquareTest(row, new Array<number>(10).fill(N / 10)).pass).toBe(true);
  });
});
