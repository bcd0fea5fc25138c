import {
  amountInputSchema,
  amountProblemOf,
  minorToAmountText,
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
} from '@lotus/contracts';

export type AmountProblem = 'required' | 'invalid' | 'positive' | 'decimals' | 'tooLarge' | 'min' | 'max';

/** A limit as answers give it: money, a bigint of minor units (decision 0021). */
export type AmountLimit = bigint;

/**
 * Checks an amount typed by the member with the schema the server reads it with (contracts'
 * amountInputSchema), thousands separators allowed, then within the given limits, compared as
 * integers of minor units. Answers the problem, or null with the minor units.
 */
export function checkAmount(
  text: string,
  limits: { min?: AmountLimit; max?: AmountLimit } = {},
): { problem: AmountProblem; minor: null } | { problem: null; minor: bigint } {
  const s = text.trim().replace(/,/g, '');
  if (!s) return { problem: 'required', minor: null };
  const read = amountInputSchema.safeParse(s);
  if (!read.success) return { problem: amountProblemOf(read.error), minor: null };
  const minor = read.data;
  if (limits.min !== undefined && minor < limits.min) return { problem: 'min', minor: null };
  if (limits.max !== undefined && minor > limits.max) return { problem: 'max', minor: null };
  return { problem: null, minor };
}

/** The amount as the API takes it ("1234.50"). */
export const amountText = minorToAmountText;

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
