import {
  ACCOUNT_PATHS,
  activeSessionListSchema,
  codeSentSchema,
  doneSchema,
  loginHistoryPageSchema,
  profileSchema,
  revokedCountSchema,
  type ProfileUpdate,
} from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export const fetchProfile = () => apiValue(ACCOUNT_PATHS.profile, { schema: profileSchema });
export const updateProfile = (body: ProfileUpdate) =>
  apiValue(ACCOUNT_PATHS.profile, { method: 'PUT', body, schema: profileSchema });

export type BindTarget =
  { channel: 'sms'; mobileNum: string; countryDialingCode: string } | { channel: 'email'; email: string };
export const sendBindCode = (target: BindTarget) =>
  apiValue(ACCOUNT_PATHS.bindCode, { method: 'POST', body: target, schema: codeSentSchema });
export const bindContact = (target: BindTarget, verificationCode: string) =>
  apiValue(ACCOUNT_PATHS.bindContact, { method: 'PUT', body: { ...target, verificationCode }, schema: doneSchema });

export const setPaymentPassword = (body: {
  oldPaymentPassword?: string;
  loginPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) => apiValue(ACCOUNT_PATHS.paymentPassword, { method: 'POST', body, schema: doneSchema });

export const fetchLoginHistory = (pageNo: number, pageSize: number) =>
  apiValue(ACCOUNT_PATHS.loginHistory, { query: { pageNo, pageSize }, schema: loginHistoryPageSchema });

export const fetchSessions = () => apiValue(ACCOUNT_PATHS.sessions, { schema: activeSessionListSchema });
export const endSession = (id: string) =>
  apiValue(`${ACCOUNT_PATHS.sessions}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: revokedCountSchema });
export const endOtherSessions = () =>
  apiValue(ACCOUNT_PATHS.otherSessions, { method: 'DELETE', schema: revokedCountSchema });
