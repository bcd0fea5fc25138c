// The demo brand's live promotions (issue 12), written at start (and by tests) when the brand has none.
import { generateServerSeed, hashServerSeed } from '@lotus/house';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { merchants, promotions } from '../schema/index';
import type { StoredRules, StoredWagering } from '../schema/promotions';
import { DEMO_MERCHANT } from './demoBrand';

const DAY = 86_400_000;
const slotsFirst = {
  RNG: 10_000,
  FISH: 10_000,
  PVP: 5_000,
  LOTT: 5_000,
  ELOTT: 5_000,
  LIVE: 1_000,
  SPORTS: 2_000,
  ESPORTS: 2_000,
};
const wagering = (multipleTenths: number, o: Partial<StoredWagering> = {}): StoredWagering => ({
  multipleTenths,
  includeDeposit: false,
  weights: slotsFirst,
  maxStake: null,
  expiryDays: 7,
  ...o,
});
const terms = (vi: string[], en: string[]) => ({
  vi: `<ul>${vi.map((x) => `<li>${x}</li>`).join('')}</ul>`,
  en: `<ul>${en.map((x) => `<li>${x}</li>`).join('')}</ul>`,
});

interface Seed {
  code: string;
  kind: string;
  participation: string;
  category: string;
  title: { vi: string; en: string };
  summary: { vi: string; en: string };
  terms: { vi: string; en: string };
  rules: StoredRules;
  wagering: StoredWagering;
  limit?: string;
  days?: number;
  budget?: bigint;
  visibility?: { vipLevels?: number[]; newWithinDays?: number };
}

/** Amounts are minor units (VND × 100), as decimal strings the way rules are stored. */
const DEMO: Seed[] = [
  {
    code: 'welcome-100',
    kind: 'deposit_match',
    participation: 'join',
    category: 'welcome',
    title: { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' },
    summary: {
      vi: 'Đăng ký tham gia rồi nạp lần đầu: nhận thưởng 100% đến 5.000.000 VND.',
      en: 'Join, then make your first deposit: a 100% bonus up to 5,000,000 VND.',
    },
    terms: terms(
      [
        'Bấm Tham gia trước khi nạp lần đầu.',
        'Nạp tối thiểu 100.000 VND; thưởng 100% tiền nạp, tối đa 5.000.000 VND.',
        'Yêu cầu cược 10 lần tiền thưởng trong 14 ngày; nổ hũ, bắn cá tính 100%, casino trực tiếp 10%.',
        'Cược tối đa 500.000 VND mỗi ván khi còn tiền thưởng.',
      ],
      [
        'Press Join before your first deposit.',
        'Deposit at least 100,000 VND; the bonus is 100% of it, at most 5,000,000 VND.',
        'Wager 10× the bonus within 14 days; slots and fish count 100%, live casino 10%.',
        'At most 500,000 VND per bet while the bonus is open.',
      ],
    ),
    rules: { kind: 'deposit_match', deposits: 'first', percentBps: 10_000, cap: '500000000', minDeposit: '10000000' },
    wagering: wagering(100, { maxStake: '50000000', expiryDays: 14 }),
    visibility: { newWithinDays: 30 },
  },
  {
    code: 'reload-50',
    kind: 'deposit_match',
    // The member chooses it in the reward centre after the deposit (decision 0040), never granted unasked.
    participation: 'claim',
    category: 'deposit',
    title: { vi: 'Thưởng nạp lại 50% mỗi ngày', en: '50% daily reload bonus' },
    summary: {
      vi: 'Lần nạp đầu tiên mỗi ngày từ 200.000 VND được thưởng 50%, tối đa 1.000.000 VND: nhận trong Trung tâm thưởng.',
      en: 'Your first deposit of the day from 200,000 VND earns a 50% bonus, up to 1,000,000 VND: claim it in the reward centre.',
    },
    terms: terms(
      [
        'Nhận trong Trung tâm thưởng sau khi nạp, mỗi ngày một lần.',
        'Yêu cầu cược 8 lần (tiền nạp + thưởng) trong 7 ngày.',
        'Rút tiền khi thưởng chưa hoàn thành sẽ hủy thưởng và tiền thắng từ thưởng; tiền nạp của bạn luôn rút được.',
      ],
      [
        'Claim it in the reward centre after the deposit, once a day.',
        'Wager 8× (deposit + bonus) within 7 days.',
        'A withdrawal before the wagering is met forfeits the bonus and its winnings; your own deposit can always be withdrawn.',
      ],
    ),
    rules: { kind: 'deposit_match', deposits: 'any', percentBps: 5_000, cap: '100000000', minDeposit: '20000000' },
    wagering: wagering(80, { includeDeposit: true }),
    limit: 'daily',
  },
  {
    code: 'daily-free',
    kind: 'free_credit',
    participation: 'claim',
    category: 'daily',
    title: { vi: 'Quà miễn phí mỗi ngày', en: 'Daily free credit' },
    summary: { vi: 'Nhận 20.000 VND miễn phí mỗi ngày.', en: 'Claim 20,000 VND free every day.' },
    terms: terms(
      ['Mỗi người một lần mỗi ngày.', 'Yêu cầu cược 5 lần tiền thưởng trong 3 ngày.'],
      ['Once a day per person.', 'Wager 5× the bonus within 3 days.'],
    ),
    rules: { kind: 'free_credit', amount: '2000000' },
    wagering: wagering(50, { expiryDays: 3 }),
    limit: 'daily',
    budget: 5_000_000_000n,
  },
  {
    code: 'rescue-10',
    kind: 'rescue',
    participation: 'claim',
    category: 'rebate',
    title: { vi: 'Cứu trợ 10% thua cược', en: '10% loss rescue' },
    summary: {
      vi: 'Thua từ 500.000 VND hôm qua? Nhận lại 10%, tối đa 2.000.000 VND.',
      en: 'Lost 500,000 VND or more yesterday? Get 10% back, up to 2,000,000 VND.',
    },
    terms: terms(
      ['Tính trên thua ròng (cược − thắng) của ngày hôm trước.', 'Yêu cầu cược 1 lần tiền cứu trợ.'],
      ["Counted on the previous day's net loss (stakes − wins).", 'Wager 1× the rescue amount.'],
    ),
    rules: { kind: 'rescue', percentBps: 1_000, minLoss: '50000000', cap: '200000000', period: 'daily' },
    wagering: wagering(10),
  },
  {
    code: 'birthday',
    kind: 'birthday',
    participation: 'claim',
    category: 'vip',
    title: { vi: 'Quà sinh nhật', en: 'Birthday gift' },
    summary: {
      vi: 'Chúc mừng sinh nhật! Nhận 200.000 VND trong 7 ngày từ ngày sinh nhật.',
      en: 'Happy birthday! Claim 200,000 VND within 7 days of your birthday.',
    },
    terms: terms(
      ['Cần cập nhật ngày sinh trong hồ sơ.', 'Mỗi năm một lần.'],
      ['Your birthday must be in your profile.', 'Once a year.'],
    ),
    rules: { kind: 'birthday', amount: '20000000', days: 7 },
    wagering: wagering(10),
  },
  {
    code: 'weekly-race',
    kind: 'turnover_race',
    participation: 'automatic',
    category: 'event',
    title: { vi: 'Đua top cược tuần', en: 'Weekly wagering race' },
    summary: {
      vi: 'Top 3 người chơi có tổng cược hợp lệ cao nhất tuần nhận 10, 5 và 2 triệu VND.',
      en: 'The top 3 players by valid bets this week win 10, 5 and 2 million VND.',
    },
    terms: terms(
      ['Mọi cược hợp lệ trong thời gian sự kiện đều được tính.', 'Giải thưởng được trao khi sự kiện kết thúc.'],
      ['Every valid bet in the window counts.', 'Prizes are awarded when the race ends.'],
    ),
    rules: {
      kind: 'turnover_race',
      prizes: [
        { rank: 1, amount: '1000000000' },
        { rank: 2, amount: '500000000' },
        { rank: 3, amount: '200000000' },
      ],
      minTurnover: '100000000',
    },
    wagering: wagering(10),
    days: 7,
  },
  {
    code: 'lucky-draw',
    kind: 'raffle',
    participation: 'join',
    category: 'event',
    title: { vi: 'Vòng quay may mắn', en: 'Lucky draw' },
    summary: {
      vi: 'Mỗi 1.000.000 VND nạp được 1 vé. Quay thưởng công khai, kiểm chứng được.',
      en: 'One ticket for every 1,000,000 VND deposited. A public, verifiable draw.',
    },
    terms: terms(
      ['Bấm Tham gia để nhận vé.', 'Kết quả quay bằng hạt giống đã công bố mã băm trước.'],
      ['Press Join to collect tickets.', 'The draw uses a seed whose hash is published beforehand.'],
    ),
    rules: {
      kind: 'raffle',
      ticketSource: 'deposit',
      ticketUnit: '100000000',
      maxTicketsPerMember: 100,
      prizes: [
        { rank: 1, amount: '300000000' },
        { rank: 2, amount: '100000000' },
        { rank: 3, amount: '50000000' },
      ],
    },
    wagering: wagering(10),
    days: 14,
  },
  {
    code: 'vip-apply',
    kind: 'free_credit',
    participation: 'apply',
    category: 'vip',
    title: { vi: 'Thưởng chuyển nhà cái', en: 'Switch-over bonus' },
    summary: {
      vi: 'Là khách VIP ở nơi khác? Gửi đơn kèm ghi chú, chúng tôi xét duyệt trong 24 giờ.',
      en: 'A VIP elsewhere? Apply with a note; we review within 24 hours.',
    },
    terms: terms(
      ['Ghi chú tối đa 140 ký tự.', 'Kết quả được gửi vào hộp thư.'],
      ['A note of at most 140 characters.', 'The decision arrives in your inbox.'],
    ),
    rules: { kind: 'free_credit', amount: '50000000' },
    wagering: wagering(30),
  },
];

export async function seedDemoPromotionsIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(eq(promotions.merchantId, brand.id));
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(promotions).values(
    DEMO.map((p, i) => {
      const seed = p.kind === 'raffle' ? generateServerSeed() : null;
      return {
        merchantId: brand.id,
        code: p.code,
        kind: p.kind,
        participation: p.participation,
        category: p.category,
        state: 'live',
        title: p.title,
        summary: p.summary,
        terms: p.terms,
        bannerUrl: `/art/promotions/${p.code}.svg`,
        startsAt: p.days ? now : null,
        endsAt: p.days ? new Date(now.getTime() + p.days * DAY) : null,
        visibility: p.visibility ?? {},
        rules: p.rules,
        wagering: p.wagering,
        limit: p.limit ?? 'once',
        budget: p.budget ?? null,
        sortOrder: (i + 1) * 10,
        drawSeed: seed,
        drawSeedHash: seed ? hashServerSeed(seed) : null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return true;
}
