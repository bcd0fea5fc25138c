import {
  ACCOUNT_PATHS,
  RG_PATHS,
  type ProfileUpdate,
  type RG_TIMEOUTS,
  type RgLimitKind,
  type RgPeriod,
} from '@lotus/contracts';
import { apiValue } from '@/lib/api';

// Schemas as pickers (no zod here): the header's avatar query shares ./queries with these, in the first load.

export const fetchAvatar = () => apiValue(ACCOUNT_PATHS.avatar, { schema: (c) => c.avatarSchema });

export const fetchProfile = () => apiValue(ACCOUNT_PATHS.profile, { schema: (c) => c.profileSchema });
export const updateProfile = (body: ProfileUpdate) =>
  apiValue(ACCOUNT_PATHS.profile, { method: 'PUT', body, schema: (c) => c.profileSchema });

export type BindTarget =
  { channel: 'sms'; mobileNum: string; countryDialingCode: string } | { channel: 'email'; email: string };
export const sendBindCode = (target: BindTarget) =>
  apiValue(ACCOUNT_PATHS.bindCode, { method: 'POST', body: target, schema: (c) => c.codeSentSchema });
export const bindContact = (target: BindTarget, verificationCode: string) =>
  apiValue(ACCOUNT_PATHS.bindContact, {
    method: 'PUT',
    body: { ...target, verificationCode },
    schema: (c) => c.doneSchema,
  });

export const setPaymentPassword = (body: {
  oldPaymentPassword?: string;
  loginPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) => apiValue(ACCOUNT_PATHS.paymentPassword, { method: 'POST', body, schema: (c) => c.doneSchema });

export const fetchLoginHistory = (pageNo: number, pageSize: number) =>
  apiValue(ACCOUNT_PATHS.loginHistory, { query: { pageNo, pageSize }, schema: (c) => c.loginHistoryPageSchema });

export const fetchSessions = () => apiValue(ACCOUNT_PATHS.sessions, { schema: (c) => c.activeSessionListSchema });
export const endSession = (id: string) =>
  apiValue(`${ACCOUNT_PATHS.sessions}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: (c) => c.revokedCountSchema,
  });
export const endOtherSessions = () =>
  apiValue(ACCOUNT_PATHS.otherSessions, { method: 'DELETE', schema: (c) => c.revokedCountSchema });

// ── responsible gaming (issue 17) ──────────────────────────────────────────────────────────────

type RgTimeout = (typeof RG_TIMEOUTS)[number];

export const fetchRgSettings = () => apiValue(RG_PATHS.settings, { schema: (c) => c.rgSettingsSchema });
export const fetchRgReality = () => apiValue(RG_PATHS.reality, { schema: (c) => c.rgRealitySchema });
export const fetchRgStatement = (months: number) =>
  apiValue(RG_PATHS.statement, { query: { months }, schema: (c) => c.rgStatementSchema });

/** Every write answers the settings as they now are. */
const write = (path: string, body: unknown) =>
  apiValue(path, { method: 'POST', body, schema: (c) => c.rgSettingsSchema });
/** Sets a limit (amount in major units, "1000.00"), or removes it (null). */
export const setRgLimit = (body: { kind: RgLimitKind; period: RgPeriod; amount: string | null }) =>
  write(RG_PATHS.limit, body);
export const confirmRgLimit = (body: { kind: RgLimitKind; period: RgPeriod }) => write(RG_PATHS.confirmLimit, body);
export const setRgSession = (body: { sessionMinutes: number | null; realityCheckMinutes: number | null }) =>
  write(RG_PATHS.session, body);
export const takeRgTimeout = (period: RgTimeout) => write(RG_PATHS.timeout, { period });
export const selfExclude = (months: number) => write(RG_PATHS.exclusion, { months, confirm: true });
