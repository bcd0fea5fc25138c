import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './env';

export interface OutboxMessage {
  to: string;
  text: string;
  brand: string;
  at: string;
  subject?: string;
}

/**
 * The development SMS and mail outboxes: the server appends one JSON line per message to
 * DATA_DIR/outbox/sms.jsonl and mail.jsonl (`to` is the phone with its dialing code, e.g.
 * '84912345678', or the e-mail address).
 */
export function readOutbox(kind: 'sms' | 'mail'): OutboxMessage[] {
  const file = path.join(dataDir(), 'outbox', `${kind}.jsonl`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as OutboxMessage);
}

/** Waits for a message to `to` newer than `since` (ms epoch) and returns it. */
export async function waitForMessage(
  kind: 'sms' | 'mail',
  to: string,
  since: number,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(kind)
      .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code of the latest SMS to `to` (e.g. '84912345678') sent after `since`. */
export async function waitForSmsCode(to: string, since: number): Promise<string> {
  const m = await waitForMessage('sms', to, since);
  const code = /\b(\d{6})\b/.exec(m.text)?.[1];
  if (!code) throw new Error(`no code in SMS: ${m.text}`);
  return code;
}

/** The first link of the latest mail to `to` sent after `since`. */
export async function waitForMailLink(to: string, since: number): Promise<string> {
  const m = await waitForMessage('mail', to, since);
  const link = /https?:\/\/\S+/.exec(m.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${m.text}`);
  return link;
}
