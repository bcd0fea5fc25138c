import { z } from 'zod';
import { languageSchema } from './language';
import { STATIC_AVATARS } from './constants';
import { pageQuerySchema } from './paging';

export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** Admitted at the member site: members, trial accounts and the player-agents 41/42. Agents of
 * type 1 and 2 are not members ('account is not a member') and sign in at the agent centre. */
export const MEMBER_SITE_TYPES = [0, 4, 41, 42] as const;
export const isAgentSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(41),
  z.literal(42),
]);
export type IsAgent = z.infer<typeof isAgentSchema>;

/** Header and body of an encrypted request (DESIGN.md, "Encrypted payloads"). */
export const ENCRYPTION_HEADER = 'encryption';
export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
export const encryptedBodySchema = z.object({ payload: z.string().min(1).max(16384) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** The site's public key as a JWK (RSA, use 'enc', alg RSA-OAEP-256). */
export const publicKeySchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal(JWE_ALG),
  use: z.literal('enc'),
});
export type PublicKeyJwk = z.infer<typeof publicKeySchema>;

// ---------- primitives ----------
const str = (max: number) => z.string().max(max);
/** A text the user typed; surrounding spaces are dropped (SPEC §5 "trimmed"). */
const trimmed = (max: number) => z.string().max(max).trim();
/** Optional input field: absent, null or a string. */
const opt = (max: number) => trimmed(max).nullish();
export const passwordInput = z.string().min(1).max(128);
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'expected a country dialing code such as 84 or +84')
  .transform((s) => s.replace(/^\+/, ''));
export const mobileNumSchema = trimmed(32);
/** Verification codes are at most 255 characters (SPEC §5); ours are 6 digits. */
export const verificationCodeSchema = trimmed(255).min(1);
export const sliderTicketSchema = str(128);

// ---------- captchas ----------
export const captchaSchema = z.object({
  /** Send back as `captchaKey` with the typed `captcha`. */
  captchaKey: z.string(),
  /** `data:image/svg+xml;base64,…` */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const sliderPuzzleSchema = z.object({
  sliderId: z.string(),
  /** `data:image/png;base64,…`, width × height, with the hole cut out. */
  background: z.string(),
  /** `data:image/png;base64,…`, pieceSize × pieceSize, drawn at (offset, pieceY). */
  piece: z.string(),
  pieceY: z.number().int(),
  pieceSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;

export const tracePointSchema = z.object({ x: z.number().finite(), y: z.number().finite(), t: z.number().finite() });
export const sliderAnswerSchema = z.object({
  sliderId: z.string().min(1).max(64),
  /** Where the piece's left edge was dropped, in background pixels. */
  offset: z.number().finite(),
  /** Pointer samples while dragging: x/y in pixels, t in ms since the drag began. */
  trace: z.array(tracePointSchema).min(2).max(2000),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;
export const sliderTicketResultSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

// ---------- login ----------
export const LOGIN_TYPES = ['username', 'sms'] as const;
/** Login form (SPEC §3). Plaintext of the JWE sent to /wps/session/login. */
export const loginFormSchema = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: opt(64),
  password: passwordInput.nullish(),
  /** The image captcha text, with the key /wps/captcha gave; required when a login answered captcha_required. */
  captcha: opt(16),
  captchaKey: opt(64),
  /** The one-time ticket from the slider captcha (when SLIDERCAPTCHA3 is on). */
  sliderTicket: sliderTicketSchema.nullish(),
  mobileNum: opt(32),
  countryDialingCode: dialingCodeSchema.nullish(),
  verificationCode: opt(255),
  /** Issue a remember token valid one day (SPEC §9). */
  remember: z.boolean().optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** Login response value (SPEC §3) and what the web needs to store the session. */
export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the brand's default ('{secret}'): the change-password dialog must open. */
  defaultPassword: z.boolean(),
  /** defaultPassword, or passwordExpired with PWDEXPFORCECHANGE3 on, for username logins only. */
  mustChangePassword: z.boolean(),
  username: z.string(),
  customerId: z.number().int(),
  isAgent: isAgentSchema,
  expiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
  rememberToken: z.string().optional(),
  rememberExpiresAt: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `value` of a two_factor_required failure. */
export const twoFactorChallengeSchema = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(['sms', 'email'])),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const twoFactorSendSchema = z.object({
  challengeId: z.string().min(1).max(64),
  method: z.enum(['sms', 'email']),
});
export const twoFactorLoginSchema = z.object({
  challengeId: z.string().min(1).max(64),
  method: z.enum(['sms', 'email']),
  verificationCode: verificationCodeSchema,
});

export const socialLoginSchema = z.object({
  firebaseChannel: z.enum(['google', 'facebook']),
  firebaseIdToken: z.string().min(1).max(8192),
  /** For a first sign-in that registers: optional affiliate code. */
  affiliateCode: opt(32),
  domain: opt(253),
});

export const rememberLoginSchema = z.object({ rememberToken: z.string().min(1).max(128) });
export const freePlaySchema = z.object({ os: opt(32), platform: z.literal('W').default('W') });

// ---------- codes ----------
export const smsCodeRequestSchema = z.object({
  mobileNum: mobileNumSchema.min(1),
  countryDialingCode: dialingCodeSchema.default('84'),
});
/** sendRegPhoneCode names the number mobileNo; mobileNum is accepted too. */
export const smsRegisterCodeRequestSchema = z
  .object({
    mobileNo: mobileNumSchema.optional(),
    mobileNum: mobileNumSchema.optional(),
    countryDialingCode: dialingCodeSchema.default('84'),
  })
  .transform((b) => ({
    mobileNum: (b.mobileNo || b.mobileNum || '').trim(),
    countryDialingCode: b.countryDialingCode,
  }));
export const codeSentSchema = z.object({
  /** The code's lifetime; the web counts down expiredMinutes × 60 s before another send. */
  expiredMinutes: z.number().int(),
});
export const unlockCodeRequestSchema = z.object({ username: trimmed(64).min(1), channel: z.enum(['sms', 'email']) });
export const unlockSchema = z.object({ username: trimmed(64).min(1), verificationCode: verificationCodeSchema });
export const bindCodeRequestSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('sms'),
    mobileNum: mobileNumSchema.min(1),
    countryDialingCode: dialingCodeSchema.default('84'),
  }),
  z.object({ channel: z.literal('email'), email: trimmed(100).min(1) }),
]);
export const bindContactSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('sms'),
    mobileNum: mobileNumSchema.min(1),
    countryDialingCode: dialingCodeSchema.default('84'),
    verificationCode: verificationCodeSchema,
  }),
  z.object({ channel: z.literal('email'), email: trimmed(100).min(1), verificationCode: verificationCodeSchema }),
]);

// ---------- registration ----------
/**
 * Optional registration fields (each switched on by the brand's rules) kept as given in the
 * member's profile; e-mail, payment password and referral code are optional too but go elsewhere.
 */
export const REGISTRATION_PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/** Registration user (SPEC §3). Plaintext of the JWE sent to /wps/member/register(/mobile). */
export const registrationSchema = z.object({
  username: opt(64),
  password: str(128).nullish(),
  confirmPassword: str(128).nullish(),
  payeeName: opt(100),
  email: opt(100),
  qqNum: opt(32),
  mobileNum: opt(32),
  recommenderId: opt(64),
  captcha: opt(16),
  captchaKey: opt(64),
  verificationCode: opt(255),
  affiliateCode: opt(32),
  paymentPassword: str(64).nullish(),
  line: opt(64),
  whatsapp: opt(64),
  facebook: opt(64),
  wechat: opt(64),
  idNumber: opt(64),
  referralCode: opt(32),
  domain: opt(253),
  countryDialingCode: dialingCodeSchema.nullish(),
  registerUrl: opt(2048),
  registerMethod: z.enum(['WEB']).default('WEB'),
  sliderTicket: sliderTicketSchema.nullish(),
  /** The terms checkbox ('I am 18 and agree'); must be true. */
  agreeTerms: z.boolean().optional(),
});
export type Registration = z.input<typeof registrationSchema>;

export const affiliateQuerySchema = z.object({ code: trimmed(32).min(1), domain: opt(253) });
export const affiliateSchema = z.object({
  valid: z.literal(true),
  affiliateCode: z.string(),
  agentNickname: z.string().nullable(),
});

// ---------- member ----------
export const memberLabelSchema = z.object({ labelName: z.string() });
/** Member info (SPEC §3). */
export const memberInfoSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  id: z.number().int(),
  /** isAgent. */
  type: isAgentSchema,
  /** The member has an upline to transfer to. */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(memberLabelSchema),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Stored session (SPEC §3), what loginInfo answers. */
export const loginInfoSchema = z.object({
  account: z.string(),
  merchant: z.string(),
  merchantCode: z.string(),
  customerId: z.number().int(),
  memberLabel: z.array(memberLabelSchema),
  isAgent: isAgentSchema,
  nickname: z.string().nullable(),
  toUpline: z.boolean(),
  platform: z.literal('W'),
  lang: languageSchema,
  firstTimeLogin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  sessionExpiresAt: z.string(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

export const PROFILE_FIELDS = [
  'fullName',
  'payeeName',
  'birthday',
  'idNumber',
  'zalo',
  'whatsapp',
  'telegram',
  'facebook',
  'line',
  'qqNum',
  'wechat',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * Full name: first name and last name separated by a space (SPEC §5), in Vietnamese order as banks
 * print it: family name (with any middle name) first, given name last ('Nguyễn Văn An').
 */
export const fullNameSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^\S+( \S+)+$/u, 'expected a family name and a given name separated by a space');
/** Birthday yyyy-MM-dd. */
export const birthdaySchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'expected yyyy-MM-dd');

export const profileUpdateSchema = z.object({
  nickname: opt(32),
  fullName: fullNameSchema.nullish(),
  payeeName: opt(100),
  birthday: birthdaySchema.nullish(),
  /** Required with a birthday: 'Please confirm you are 21 years old' (SPEC §5). */
  confirmAdultAge: z.boolean().optional(),
  idNumber: opt(64),
  zalo: opt(64),
  whatsapp: opt(64),
  telegram: opt(64),
  facebook: opt(64),
  line: opt(64),
  qqNum: opt(32),
  wechat: opt(64),
  address: opt(255),
  nationality: opt(64),
  occupation: opt(64),
  sourceOfIncome: opt(64),
  placeOfBirth: opt(100),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: isAgentSchema,
  /** e.g. '+84 91*****78'; null when no phone is bound. */
  maskedMobile: z.string().nullable(),
  /** e.g. 'de***@example.com'. */
  maskedEmail: z.string().nullable(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /**
   * Whether the account has a login password (social and trial accounts have none): the web asks
   * for the old password only when it has one (SPEC §5). Optional until the server sends it.
   */
  hasPassword: z.boolean().optional(),
  fields: z.record(z.string(), z.string().nullable()),
  vipLevel: z.number().int(),
  createdAt: z.string(),
  passwordChangedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const AVATAR_TYPES = ['STATIC', 'CUSTOM'] as const;
/** Avatar (SPEC §3). For STATIC, avatar is a picture name; for CUSTOM, the id of the upload. */
export const avatarSchema = z.object({
  avatar: z.string().nullable(),
  avatarType: z.enum(AVATAR_TYPES),
  /** Where to load the picture from: a site path for CUSTOM, the SPEC §9 profile path name for STATIC. */
  url: z.string().nullable(),
});
export type Avatar = z.infer<typeof avatarSchema>;
export const avatarSetSchema = z.discriminatedUnion('avatarType', [
  z.object({ avatarType: z.literal('STATIC'), avatar: z.enum(STATIC_AVATARS as [string, ...string[]]) }),
  /** A png or jpg, base64 (a data: URL is accepted), at most 5 MB; checked by content. */
  z.object({ avatarType: z.literal('CUSTOM'), image: z.string().min(16).max(7_000_000) }),
]);

export const loginHistoryQuerySchema = pageQuerySchema();
export const loginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  method: z.string(),
  userAgent: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistoryPageSchema = z.object({
  list: z.array(loginHistoryEntrySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  site: z.enum(['member', 'agent']),
});
export const activeSessionListSchema = z.array(activeSessionSchema);
export const revokedCountSchema = z.object({ revoked: z.number().int() });

// ---------- passwords ----------
/** Change password (SPEC §3). Plaintext of the JWE sent to /wps/member/password. */
export const changePasswordSchema = z.object({
  /** Required unless the stored password is unknown (social or trial accounts). */
  oldPassword: str(128).nullish(),
  newPassword: str(128),
  confirmNewPassword: str(128),
});
export const paymentPasswordSchema = z.object({
  /** The current payment password; required when one is set. */
  oldPaymentPassword: str(64).nullish(),
  /** The login password, required to set the first payment password. */
  loginPassword: str(128).nullish(),
  newPaymentPassword: str(64),
  confirmPaymentPassword: str(64),
});
/** forgetPassword: username and e-mail (JSON or form-urlencoded). */
export const forgotByEmailSchema = z.object({ username: trimmed(64), email: trimmed(100) });
export const resetByLinkSchema = z.object({
  resetToken: z.string().min(1).max(128),
  newPassword: str(128),
  confirmNewPassword: str(128).optional(),
});
/** getPasswordByPhone (SPEC §3). Plaintext of the JWE sent to /wps/member/password/verification. */
export const forgotByPhoneSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema.default('84'),
  verificationCode: trimmed(255),
  newPassword: str(128),
  confirmNewPassword: str(128).optional(),
});
/** The confirmation key the web shows after forgot-by-e-mail (SPEC §4). */
export const forgotByEmailResultSchema = z.object({ message: z.literal('in_been_out') });
export const doneSchema = z.object({ done: z.literal(true) });
