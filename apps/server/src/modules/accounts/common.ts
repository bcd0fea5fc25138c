import type { FastifyRequest } from 'fastify';
import type { FieldProblem, RegisterFieldRule } from '@lotus/contracts';
import { checkFieldRule, credentialRule } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { isModuleEnabled, type Merchant } from '../brands/service';
import type { Client } from './sessions';

/** Refuses with feature_disabled when the brand switch is off. */
export async function requireSwitch(ctx: AppContext, merchant: Merchant, modId: string) {
  if (!(await isModuleEnabled(ctx.db, merchant.id, modId))) throw new AppError('feature_disabled', undefined, modId);
}

export const switchOn = (ctx: AppContext, merchant: Merchant, modId: string) =>
  isModuleEnabled(ctx.db, merchant.id, modId);

export function clientOf(ctx: AppContext, req: FastifyRequest): Client {
  const ua = req.headers['user-agent'];
  return {
    ip: req.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 255) : null,
    country: ctx.geo.country(req.ip),
    // The server-signed device cookie's id (plugins/deviceCookie.ts).
    deviceId: req.deviceId,
  };
}

/** A field-rule problem as an AppError, named after the request field (`as`) when it differs. */
export function problemError(problem: FieldProblem, as?: string): AppError {
  const field = as ?? problem.field;
  if (problem.code === 'field_required') return new AppError('field_required', undefined, field);
  return new AppError('pattern_mismatch', undefined, field, {
    patternId: problem.patternId,
    min: problem.min,
    max: problem.max,
  });
}

/** Checks a new login or payment password with the brand's rule (required), naming `as`. */
export function checkPasswordRule(
  rules: readonly RegisterFieldRule[],
  value: string | null | undefined,
  as: string,
  kind: 'password' | 'paymentPassword' = 'password',
) {
  const rule = credentialRule(rules, kind);
  // Passwords are not trimmed: a space is a character like any other.
  if (value !== null && value !== undefined && value !== value.trim() && rule.patternId !== 'ANY') {
    throw new AppError('pattern_mismatch', undefined, as, {
      patternId: rule.patternId,
      min: rule.minLength,
      max: rule.maxLength,
    });
  }
  const problem = checkFieldRule(rule, value);
  if (problem) throw problemError(problem, as);
}

/** The mobile number with the brand's mobileNum rule; sms_mobile_invalid otherwise (SPEC §8). */
export function checkMobile(rules: readonly RegisterFieldRule[], mobileNum: string | null | undefined): string {
  const value = (mobileNum ?? '').trim();
  if (!value || checkFieldRule(credentialRule(rules, 'mobileNum'), value) || !/^[0-9]+$/.test(value)) {
    throw new AppError('sms_mobile_invalid', undefined, 'mobileNum');
  }
  return value.replace(/^0+/, '') || value;
}

export function maskMobile(dialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  const keep = mobileNum.length > 4 ? 2 : 1;
  return `+${dialingCode ?? ''} ${mobileNum.slice(0, keep)}${'*'.repeat(Math.max(1, mobileNum.length - keep * 2))}${mobileNum.slice(-keep)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, Math.min(2, Math.max(1, user.length - 1)))}***@${domain}`;
}
