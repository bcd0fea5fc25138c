import { MAX_POSTING_AMOUNT, PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@lotus/contracts';

export type AmountProblem = 'required' | 'invalid' | 'positive' | 'decimals' | 'tooLarge' | 'min' | 'max';

/**
 * Checks an amount typed by the member, as the server will (contracts' amountInputSchema): a decimal
 * in major units, greater than zero, at most two decimals, at most MAX_POSTING_AMOUNT minor units,
 * then within the given limits (major units). Answers the problem, or null with the minor units.
 */
export function checkAmount(
  text: string,
  limits: { min?: number; max?: number } = {},
): { problem: AmountProblem; minor: null } | { problem: null; minor: bigint } {
  const s = text.trim().replace(/,/g, '');
  if (!s) return { problem: 'required', minor: null };
  if (/^-/.test(s)) return { problem: 'positive', minor: null };
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return { problem: 'invalid', minor: null };
  if ((m[2] ?? '').length > 2) return { problem: 'decimals', minor: null };
  if (m[1]!.length > 20) return { problem: 'tooLarge', minor: null };
  const minor = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (minor <= 0n) return { problem: 'positive', minor: null };
  if (minor > MAX_POSTING_AMOUNT) return { problem: 'tooLarge', minor: null };
  if (limits.min !== undefined && minor < BigInt(Math.round(limits.min * 100))) return { problem: 'min', minor: null };
  if (limits.max !== undefined && minor > BigInt(Math.round(limits.max * 100))) return { problem: 'max', minor: null };
  return { problem: null, minor };
}

/** The amount as the API takes it ("1234.50"). */
export const amountText = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

export type ProofProblem = 'type' | 'size' | 'count' | 'required';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];

/** png or jpg by content (the first bytes), as the server checks it. */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await readHead(file, 8));
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts(PNG) || starts(JPG);
}

function readHead(file: Blob, n: number): Promise<ArrayBuffer> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as ArrayBuffer);
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(part);
  });
}

/**
 * The proof pictures of "not received" (SPEC §9: png or jpg, at most 5 MB each, at most 3): the
 * accepted files and the problem of the first refused one.
 */
export async function checkProofs(
  current: File[],
  added: File[],
): Promise<{ files: File[]; problem: ProofProblem | null; name?: string }> {
  const files = [...current];
  for (const f of added) {
    if (files.length >= PROOF_MAX_FILES) return { files, problem: 'count', name: f.name };
    if (f.size > PROOF_MAX_BYTES) return { files, problem: 'size', name: f.name };
    if (!(await isPngOrJpeg(f))) return { files, problem: 'type', name: f.name };
    files.push(f);
  }
  return { files, problem: null };
}
