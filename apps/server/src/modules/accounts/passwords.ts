import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so that unknown accounts cannot be told apart by timing.
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('lotus-dummy-password', OPTIONS));
