import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The CLI's operator session: `npm run ops -- login` keeps the bearer token in a file of the
 * operator's own (mode 0600), per server URL; later commands use it instead of the shared key.
 * OPS_SESSION_FILE moves the file (default ~/.lotus/ops-session.json).
 */
export interface StoredSession {
  url: string;
  username: string;
  token: string;
}

export const sessionFilePath = (env: NodeJS.ProcessEnv) =>
  env.OPS_SESSION_FILE || path.join(os.homedir(), '.lotus', 'ops-session.json');

function readAll(file: string): StoredSession[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as StoredSession[]) : [];
  } catch {
    return [];
  }
}

export const readSession = (file: string, url: string) => readAll(file).find((s) => s.url === url);

export function writeSession(file: string, session: StoredSession): void {
  const others = readAll(file).filter((s) => s.url !== session.url);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify([...others, session], null, 2), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function removeSession(file: string, url: string): void {
  const others = readAll(file).filter((s) => s.url !== url);
  if (others.length === 0) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, JSON.stringify(others, null, 2), { mode: 0o600 });
}

/** Reads a secret from the terminal without echoing it, or the first line of a piped stdin. */
export async function promptSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  return new Promise((resolve) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    const onData = (data: Buffer) => {
      for (const ch of data.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          // Ctrl-C: give the terminal back its echo before leaving.
          stdin.setRawMode(false);
          process.exit(130);
        }
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}
