import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AccountsConfig } from '../../config';
import { AppError } from '../../lib/errors';

export interface SmsMessage {
  /** E.164 without '+': dialing code and national number, e.g. '84912345678'. */
  to: string;
  text: string;
  brand: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  brand: string;
}

/** Where SMS and e-mail go. Failures throw AppError (sms_send_failed, sms_quota_insufficient, mail_send_failed). */
export interface Messaging {
  sendSms(message: SmsMessage): Promise<void>;
  sendMail(message: MailMessage): Promise<void>;
}

export const OUTBOX_DIR = 'outbox';

/** Development and test delivery: one JSON line per message in DATA_DIR/outbox/{sms,mail}.jsonl. */
function appendToOutbox(dataDir: string, file: string, line: Record<string, unknown>) {
  const dir = path.join(dataDir, OUTBOX_DIR);
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, file), `${JSON.stringify(line)}\n`);
}

export function outboxSms(dataDir: string, now: () => Date): Messaging['sendSms'] {
  return async ({ to, text, brand }) =>
    appendToOutbox(dataDir, 'sms.jsonl', { to, text, brand, at: now().toISOString() });
}

export function outboxMail(dataDir: string, now: () => Date): Messaging['sendMail'] {
  return async ({ to, subject, text, brand }) =>
    appendToOutbox(dataDir, 'mail.jsonl', { to, subject, text, brand, at: now().toISOString() });
}

/** SMTP through nodemailer (SMTP_URL, MAIL_FROM). */
export function smtpMail(smtpUrl: string, from: string): Messaging['sendMail'] {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    try {
      await transport.sendMail({ from, to, subject, text });
    } catch {
      throw new AppError('mail_send_failed');
    }
  };
}

/**
 * A generic HTTP SMS gateway (SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER): POST JSON
 * {to, text, sender}; 2xx is sent, 402 means the quota is used up, anything else failed.
 */
export function httpSms(url: string, token: string | undefined, sender: string): Messaging['sendSms'] {
  return async ({ to, text }) => {
    let status: number;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: `+${to}`, text, sender }),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
    } catch {
      throw new AppError('sms_send_failed');
    }
    if (status === 402) throw new AppError('sms_quota_insufficient');
    if (status < 200 || status >= 300) throw new AppError('sms_send_failed');
  };
}

/** Real providers where the environment configures them, the outbox files otherwise. */
export function createMessaging(config: AccountsConfig, dataDir: string, now: () => Date): Messaging {
  return {
    sendSms: config.smsHttpUrl
      ? httpSms(config.smsHttpUrl, config.smsHttpToken, config.smsSender)
      : outboxSms(dataDir, now),
    sendMail: config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(dataDir, now),
  };
}
