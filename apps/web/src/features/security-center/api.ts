import { ACCOUNT_PATHS, type ProfileUpdate } from '@lotus/contracts';
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
