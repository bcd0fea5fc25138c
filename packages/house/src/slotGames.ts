/**
 * The house's slot games besides Lotus Fortune: data for the one slot engine (src/slot.ts), each with its
 * own symbols, paytable, lines, scatter pays, free-spin rules and reel strips per RTP profile. The
 * theoretical RTP of every profile is exact (`profileTheory(profile, def)`) and tested in test/slot.test.ts.
 */
import { LINES, type SlotDefinition } from './slot';

/**
 * Đèn Lồng Đón Tết / Tết Lanterns: 25 lines, 8 paying symbols of the Lunar New Year (lion dance,
 * lì xì envelope, apricot blossom, kumquat tree, A K Q J), bánh chưng wild on reels 2–4, firecracker
 * scatter: 3/4/5 pay 2/8/40 × the total stake and award 8/12/16 free spins paying × 3.
 */
export const TET_SLOT: SlotDefinition = {
  id: 'tet-slot',
  name: { vi: 'Đèn Lồng Đón Tết', en: 'Tết Lanterns' },
  symbols: ['BANH_CHUNG', 'FIRECRACKER', 'LION', 'ENVELOPE', 'APRICOT', 'KUMQUAT', 'A', 'K', 'Q', 'J'],
  codes: {
    W: 'BANH_CHUNG',
    S: 'FIRECRACKER',
    N: 'LION',
    E: 'ENVELOPE',
    M: 'APRICOT',
    C: 'KUMQUAT',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  paytable: {
    LION: [60, 250, 1200],
    ENVELOPE: [30, 100, 500],
    APRICOT: [15, 50, 200],
    KUMQUAT: [10, 30, 120],
    A: [6, 15, 60],
    K: [5, 12, 50],
    Q: [4, 10, 40],
    J: [3, 8, 30],
  },
  scatterPays: [0, 0, 0, 2, 8, 40],
  freeSpinsAwarded: [0, 0, 0, 8, 12, 16],
  freeSpinMultiplier: 3,
  lines: [...LINES, [0, 0, 1, 0, 0], [2, 2, 1, 2, 2], [1, 0, 1, 0, 1], [1, 2, 1, 2, 1], [0, 2, 2, 2, 0]],
  profiles: {
    rtp94: [
      'SEAQMJKQCAJENJQMKAJCJEQAMJKNJCQ',
      'QSWAEJKMJQWCAQKNJJWMAEQCKJWJQAMKNJC',
      'CQSWAEJKJMQWCAQKNJJWMAQECKJWQJAMKNJ',
      'JEQSCWAEEKQMWJACEQKNWMAQJEECKWQAJMK',
      'KJNCSQANJJMKQAJCNNJQJMAKCJNQAJM',
    ],
    rtp96: [
      'SEAJMJKQCAJENJQMKAJCJEQAMJKNJCQ',
      'QSWAEJKMJQWCAQKNJJWMAEQCKJWJQAMKNJC',
      'CQSWAEJKJMQWCAQKNJJWMAQECKJWQJAMKNJ',
      'JNQSCWAJEKQMWJACJQKNWMAQJNECKWQAJMK',
      'KJNCSQAEJJMKQAJCENJQJMAKCJEQAJM',
    ],
    rtp97: [
      'SEAJMJKCQJENAJCQMKJJECAQMJKNJCQ',
      'QSWAEJKMJQWCAQKNJJWMANQCKJWJQAMKNJC',
      'CQSWAEMKJQJWCAMQKNJWAQEMCKJJWQAMKNJ',
      'JNCSQWAJEKJMQWACJKENQWMAJECKJQWAJMK',
      'KJNASCJEAKJAJQCMKEAJNAJJKCAEAJM',
    ],
  },
};

/**
 * Kho Báu Đại Dương / Ocean Treasure: 10 lines, pearl wild on reels 2–4, treasure-chest scatter: 3/4/5
 * pay 5/20/100 × the total stake and award 12/15/25 free spins paying × 2; whale, turtle, octopus and
 * shell above A K Q J 10.
 */
export const OCEAN_SLOT: SlotDefinition = {
  id: 'ocean-slot',
  name: { vi: 'Kho Báu Đại Dương', en: 'Ocean Treasure' },
  symbols: ['PEARL', 'CHEST', 'WHALE', 'TURTLE', 'OCTOPUS', 'SHELL', 'A', 'K', 'Q', 'J', 'TEN'],
  codes: {
    W: 'PEARL',
    S: 'CHEST',
    H: 'WHALE',
    U: 'TURTLE',
    O: 'OCTOPUS',
    E: 'SHELL',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    T: 'TEN',
  },
  paytable: {
    WHALE: [40, 150, 750],
    TURTLE: [25, 80, 400],
    OCTOPUS: [20, 50, 200],
    SHELL: [12, 30, 120],
    A: [10, 25, 100],
    K: [8, 20, 80],
    Q: [6, 15, 60],
    J: [5, 12, 50],
    TEN: [5, 10, 40],
  },
  scatterPays: [0, 0, 0, 5, 20, 100],
  freeSpinsAwarded: [0, 0, 0, 12, 15, 25],
  freeSpinMultiplier: 2,
  lines: LINES.slice(0, 10),
  profiles: {
    rtp94: [
      'SUAJOTKQEAJUHTQOKHJETUQAOJKHTEQ',
      'QSWAJUKTQWOEAJQKHTWAJUQEKTWOQAJKHTE',
      'EQSWAKUJTAUWOEKHTAJQWKUAETKQWOJAKHT',
      'THESWQATUJKOEWATQKHEJWOTAUKQTTWJAOK',
      'KTHESQJUAOTQJEOKUTAJHQOJETUQAJO',
    ],
    rtp96: [
      'SUAJOTKQEAJUHTQOKAJETUQAHJKHTEQ',
      'QSWAUJKOTQWEAQKHTJWOAUQEKTWJQAOKHTE',
      'EQSWAUJKTOQWEAQKHTJWOHQUEKTWQJAOKHT',
      'THQSEWAJUKQOWTAEJQKHWOAQJTUEKWQAJQK',
      'KTHESQAUTJOKQATEUHJQTOAKETUQAJO',
    ],
    rtp97: [
      'SUAJOTKEQJUHATEQOKJTUHAQOJKHTEQ',
      'QSWAUJKOTQWEAOKHTJWOAUQEKTWJQAOKHTE',
      'EQSWAUOKTQJWEAOQKHTWAQUOEKTJWQAOKHT',
      'THESQWAJUKTOQWAEJKTHQWOAJUEKJQWAJOK',
      'KTHASEJUAKJATQEOKUAJHATJKEAUAJO',
    ],
  },
};
