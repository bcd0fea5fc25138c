import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const OPS_KEY_FILE = 'ops.key';

/** The operator key: OPS_KEY, else the one in DATA_DIR, written there on first start (mode 0600). */
export function ensureOpsKey(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, OPS_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function readOpsKey(dataDir: string): string | undefined {
  const file = path.join(dataDir, OPS_KEY_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}
