import { sql } from 'drizzle-orm';
import { MOD, type CategoryNavEntry, type RegisterFieldRule } from '@lotus/contracts';
import type { Db } from '../client';
import { domainRoutes, merchants, merchantSettings, registerFieldRules } from '../schema/index';
import type { MerchantProfile } from '../../modules/brands/profile';

export const DEMO_MERCHANT = 'LOTUS';

/** Header tabs and side-menu entries; point values of SPEC §9. */
const CATEGORIES: CategoryNavEntry[] = [
  { name: 'Xổ số', enName: 'Lottery', gameType: 'LOTT', page: '/lottery', point: 1, sideMenuIcon: 'lottery' },
  {
    name: 'Casino trực tiếp',
    enName: 'Live Casino',
    gameType: 'LIVE',
    page: '/live',
    point: 0.7,
    sideMenuIcon: 'live',
  },
  { name: 'Thể thao', enName: 'Sports', gameType: 'SPORTS', page: '/sports', point: 1, sideMenuIcon: 'sports' },
  {
    name: 'Thể thao điện tử',
    enName: 'E-sports',
    gameType: 'ESPORTS',
    page: '/esports',
    point: 1,
    sideMenuIcon: 'sports',
  },
  { name: 'Bắn cá', enName: 'Fish', gameType: 'FISH', page: '/fish', point: 1.2, sideMenuIcon: 'fish' },
  { name: 'Nổ hũ', enName: 'Slots', gameType: 'RNG', page: '/rng', point: 1.2, sideMenuIcon: 'rng' },
  { name: 'Game bài', enName: 'Card Games', gameType: 'PVP', page: '/pvp', point: 1, sideMenuIcon: 'pvp' },
  { name: 'Xổ số nhanh', enName: 'E-lottery', gameType: 'ELOTT', page: '/elott', point: 1, sideMenuIcon: 'lottery' },
];

/** encryptServicePath('/support/chat?desk=vip'): see DEMO_PROFILE.vipServicePathList. */
const VIP_CHAT_PATH = 'v1.xZ301Bk9Tap3qzWa.beGKVuRj7-xGQx_EXmHAa5ApCuvVLpias0vuGE4fqEWLK21Q5ykM8C9Xr1E';

const qr = (url: string) => `/wps/system/qrcode?text=${encodeURIComponent(url)}`;

export const DEMO_PROFILE: MerchantProfile = {
  siteName: 'Lotus',
  logoUrl: '/art/brand/logo.svg',
  faviconUrl: '/art/brand/favicon.svg',
  appIconUrl: '/art/brand/app-icon.svg',
  themeColor: '#0f766e',
  copyright: '© 2026 Lotus Entertainment. Bảo lưu mọi quyền.',
  copyrightEn: '© 2026 Lotus Entertainment. All rights reserved.',
  agreementAge: 18,
  defaultCountry: 'VN',
  gameCategories: CATEGORIES,
  banners: [
    {
      id: 'home-1',
      group: 'home',
      imageUrl: '/art/banners/home-1.svg',
      link: '/promotions',
      title: { vi: 'Thưởng chào mừng 100%', en: '100% welcome bonus' },
    },
    {
      id: 'home-2',
      group: 'home',
      imageUrl: '/art/banners/home-2.svg',
      link: '/live',
      title: { vi: 'Baccarat Hoa Sen, mở 24/7', en: 'Lotus Baccarat, open 24/7' },
    },
    {
      // Only what the site has (an honest catalogue: docs/ARCHITECTURE.md): no sportsbook is connected yet.
      id: 'home-3',
      group: 'home',
      imageUrl: '/art/banners/house-fair.svg',
      link: '/rng',
      title: { vi: 'Tên Lửa và Xúc Xắc: kiểm chứng từng ván', en: 'Crash and Dice: verify every round' },
    },
    {
      id: 'w_login',
      group: 'w_login',
      imageUrl: '/art/banners/w_login.svg',
      link: null,
      title: { vi: 'Chào mừng trở lại', en: 'Welcome back' },
    },
    {
      id: 'w_register',
      group: 'w_register',
      imageUrl: '/art/banners/w_register.svg',
      link: null,
      title: { vi: 'Tham gia Lotus', en: 'Join Lotus' },
    },
  ],
  footer: {
    // The connected vendors only.
    vendors: [{ name: 'Lotus House', logoUrl: '/art/vendors/lotus-house.svg' }],
    payments: [
      { name: 'Chuyển khoản ngân hàng', enName: 'Bank transfer', logoUrl: '/art/payments/bank.svg' },
      { name: 'Ví điện tử', enName: 'E-wallet', logoUrl: '/art/payments/ewallet.svg' },
      { name: 'Thanh toán QR', enName: 'QR Pay', logoUrl: '/art/payments/qrpay.svg' },
      { name: 'Thẻ', enName: 'Card', logoUrl: '/art/payments/card.svg' },
    ],
  },
  resources: [
    {
      resourceType: 'IOS',
      url: 'https://lotus.example/app/ios',
      qrCodeUrl: qr('https://lotus.example/app/ios'),
      labelNameEn: 'iOS',
    },
    {
      resourceType: 'IOS_LITE',
      url: 'https://lotus.example/app/ios-lite',
      qrCodeUrl: qr('https://lotus.example/app/ios-lite'),
      labelNameEn: 'iOS Lite',
    },
    {
      resourceType: 'ANDROID',
      url: 'https://lotus.example/app/android.apk',
      qrCodeUrl: qr('https://lotus.example/app/android.apk'),
      labelNameEn: 'Android',
    },
    { resourceType: 'SOCIAL', url: 'https://zalo.me/lotus-demo', qrCodeUrl: null, labelNameEn: 'Zalo' },
    { resourceType: 'EMAIL', url: 'mailto:support@lotus.example', qrCodeUrl: null, labelNameEn: 'E-mail' },
  ],
  customerService: {
    pathList: [{ type: '1', path: '/support/chat' }],
    email: 'support@lotus.example',
    social: [{ name: 'Zalo', url: 'https://zalo.me/lotus-demo' }],
  },
  gtagId: null,
  imageCDNs: [''],
  launchGameCDNs: [''],
  defaultPassword: '{secret}',
  feedback: { minWords: 5, maxWords: 500 },
  // The VIP desk of the site's own chat, stored encrypted (type '3', SPEC §7): made with
  // encryptServicePath('/support/chat?desk=vip') of @lotus/contracts.
  vipServicePathList: [{ type: '3', path: VIP_CHAT_PATH }],
};

/** The settings tree: [modId, parent, name, enabled]. */
const SETTINGS: Array<[string, string | null, string, boolean]> = [
  ['LOGIN3', null, 'Login', true],
  [MOD.SMS_CODE_LOGIN, 'LOGIN3', 'Verification-code login', true],
  [MOD.PASSWORD_EXPIRY_FORCE_CHANGE, 'LOGIN3', 'Forced password change', true],
  [MOD.SLIDER_CAPTCHA, 'LOGIN3', 'Slider captcha', true],
  [MOD.IMAGE_CAPTCHA, 'LOGIN3', 'Image captcha', true],
  [MOD.FIREBASE_GOOGLE, 'LOGIN3', 'Google sign-in', false],
  [MOD.FIREBASE_FACEBOOK, 'LOGIN3', 'Facebook sign-in', false],
  [MOD.TWO_FACTOR_NEW_IP, 'LOGIN3', '2FA for a new IP', false],
  [MOD.LOGIN_PAGE_GUARD, 'LOGIN3', 'Go to login page when logged out', false],
  [MOD.PLAIN_JSON_LOGIN, 'LOGIN3', 'Accept unencrypted login payloads', false],
  ['REGISTER3', null, 'Registration', true],
  [MOD.USERNAME_REGISTRATION, 'REGISTER3', 'Username registration', true],
  [MOD.MOBILE_REGISTRATION, 'REGISTER3', 'Mobile registration', true],
  [MOD.MOBILE_PASSWORD_REGISTRATION, 'REGISTER3', 'Mobile and password registration', true],
  [MOD.REGISTRATION_SMS_VERIFICATION, 'REGISTER3', 'SMS verification at registration', true],
  [MOD.PHONE_PASSWORD_RECOVERY, 'REGISTER3', 'Password recovery by phone', true],
  [MOD.FREE_PLAY, null, 'Free play', true],
  ['PROMO3', null, 'Promotions', true],
  [MOD.MANUAL_REBATE, 'PROMO3', 'Manual rebate (cashback)', true],
  [MOD.REFERRAL, 'PROMO3', 'Referral promotion', true],
  ['AGENT3', null, 'Agent centre', true],
  [MOD.DIVIDEND, 'AGENT3', 'Dividend', true],
  [MOD.DAILY_SALARY, 'AGENT3', 'Daily wages', true],
  [MOD.HOURLY_SALARY, 'AGENT3', 'Hourly salary', true],
  [MOD.REALTIME_SALARY, 'AGENT3', 'Real-time salary', true],
];

const rule = (
  field: RegisterFieldRule['field'],
  enabled: boolean,
  required: boolean,
  patternId: RegisterFieldRule['patternId'],
  acceptedPattern: string,
  minLength: number | null,
  maxLength: number | null,
): RegisterFieldRule => ({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength });

export const DEMO_REGISTER_RULES: RegisterFieldRule[] = [
  rule('username', true, true, 'ALNUM_LETTER_FIRST', '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
  rule('password', true, true, 'LETTERS_AND_DIGITS', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]*$', 6, 20),
  rule('mobileNum', true, true, 'DIGITS', '^[0-9]*$', 9, 11),
  rule('payeeName', true, false, 'ENGLISH_SPACES', '^[A-Za-z ]*$', 2, 50),
  rule('email', true, false, 'EMAIL', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 100),
  rule('paymentPassword', false, false, 'DIGITS', '^[0-9]*$', 6, 6),
  rule('qqNum', false, false, 'DIGITS', '^[0-9]*$', 5, 12),
  rule('line', false, false, 'NO_SPACES', '^\\S*$', 1, 50),
  rule('whatsapp', false, false, 'DIGITS', '^[0-9]*$', 6, 20),
  rule('facebook', false, false, 'NO_SPACES', '^\\S*$', 1, 50),
  rule('wechat', false, false, 'NO_SPACES', '^\\S*$', 1, 50),
  rule('idNumber', false, false, 'LETTERS_OR_DIGITS', '^[A-Za-z0-9]*$', 6, 20),
  rule('recommenderId', false, false, 'ANY', '*', 1, 32),
  rule('affiliateCode', true, false, 'LETTERS_OR_DIGITS', '^[A-Za-z0-9]*$', 4, 16),
  rule('captcha', true, true, 'LETTERS_OR_DIGITS', '^[A-Za-z0-9]*$', 4, 4),
  rule('referralCode', true, false, 'LETTERS_OR_DIGITS', '^[A-Za-z0-9]*$', 4, 16),
];

/** Seeds the demo brand when the database has no brand yet; returns whether it did. */
export async function seedDemoBrandIfEmpty(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const [m] = await tx
      .insert(merchants)
      .values({
        code: DEMO_MERCHANT,
        name: 'Lotus',
        defaultLanguage: 'vi',
        languages: ['vi', 'en'],
        timeZone: 'Asia/Ho_Chi_Minh',
        currency: 'VND',
        profile: DEMO_PROFILE,
        maintenanceMessage: null,
      })
      .returning({ id: merchants.id });
    const merchantId = m!.id;
    await tx
      .insert(domainRoutes)
      .values(['localhost', '127.0.0.1', 'lotus.local'].map((domain) => ({ domain, merchantId })));
    await tx.insert(merchantSettings).values(
      SETTINGS.map(([modId, parentModId, name, enabled], sort) => ({
        merchantId,
        modId,
        parentModId,
        name,
        enabled,
        sort,
      })),
    );
    await tx.insert(registerFieldRules).values(DEMO_REGISTER_RULES.map((r, sort) => ({ merchantId, sort, ...r })));
  });
  return true;
}
