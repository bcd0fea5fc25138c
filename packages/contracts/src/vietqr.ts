/**
 * VietQR (NAPAS 247 "chuyển nhanh" bank transfer), the EMVCo merchant-presented QR that Vietnamese
 * banking apps read: one string of TLV fields (two-digit tag, two-digit length, value) ending in a
 * CRC-16/CCITT-FALSE over everything before it (the CRC tag and length included).
 *
 *   00 payload format "01" · 01 point of initiation "12" (dynamic: one order, one amount)
 *   38 merchant account: 00 GUID "A000000727" · 01 beneficiary org (00 bank BIN, 01 account number)
 *      · 02 service "QRIBFTTA" (transfer to an account)
 *   53 currency "704" (VND) · 54 amount (whole dong) · 58 country "VN"
 *   62 additional data: 08 purpose of transaction (the order's reference, written into the transfer)
 *   63 CRC (4 upper-case hex digits)
 *
 * A small module of its own rather than a package: the registry's VietQR packages either call a
 * paid web API or are one-person projects without tests, while the rules fit on this page; the
 * encoder is tested against payloads banks and other libraries produced (vietqr.test.ts).
 */

export const VIETQR_GUID = 'A000000727';
export const VIETQR_SERVICE_ACCOUNT = 'QRIBFTTA';
export const VIETQR_CURRENCY_VND = '704';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(tag: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`VietQR field ${tag} is longer than 99 bytes`);
  return `${tag}${String(length).padStart(2, '0')}${value}`;
}

export interface VietQrInput {
  /** The bank's six-digit NAPAS BIN (970436 Vietcombank…). */
  bin: string;
  /** The receiving account number (digits and letters, at most 19). */
  accountNo: string;
  /** Whole dong; omitted for a static code (any amount). */
  amount?: bigint | number;
  /** What the payer's app writes in the transfer's content (the order's reference). */
  purpose?: string;
}

/** Letters, digits and spaces only: what every bank keeps intact in a transfer's content. */
const PURPOSE = /^[A-Za-z0-9 ]{1,25}$/;

/** The VietQR string of a transfer to `accountNo` at the bank `bin` (dynamic when it has an amount). */
export function encodeVietQr(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new RangeError('VietQR: the bank BIN has six digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNo)) throw new RangeError('VietQR: account number');
  const amount = input.amount === undefined ? undefined : BigInt(input.amount);
  if (amount !== undefined && (amount <= 0n || amount.toString().length > 13)) throw new RangeError('VietQR: amount');
  if (input.purpose !== undefined && !PURPOSE.test(input.purpose)) throw new RangeError('VietQR: purpose');
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNo);
  const merchant = tlv('00', VIETQR_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_SERVICE_ACCOUNT);
  let payload =
    tlv('00', '01') +
    tlv('01', amount === undefined ? '11' : '12') +
    tlv('38', merchant) +
    tlv('53', VIETQR_CURRENCY_VND) +
    (amount === undefined ? '' : tlv('54', amount.toString())) +
    tlv('58', 'VN') +
    (input.purpose ? tlv('62', tlv('08', input.purpose)) : '');
  payload += '6304';
  return payload + crc16ccitt(payload);
}

/** The top-level (or nested) TLV fields of a payload, in order; null when the lengths do not add up. */
export function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(i + 2, i + 4))) return null;
    const value = text.slice(i + 4, i + 4 + len);
    if (value.length !== len) return null;
    fields.set(tag, value);
    i += 4 + len;
  }
  return fields;
}

export interface VietQrFields {
  dynamic: boolean;
  bin: string;
  accountNo: string;
  service: string;
  currency: string;
  amount: bigint | null;
  country: string;
  purpose: string | null;
}

/**
 * Reads a VietQR string (what a banking app or the sandbox bank does on a scan); null when it is not
 * one or its CRC is wrong.
 */
export function decodeVietQr(text: string): VietQrFields | null {
  if (text.length < 8 || text.slice(-8, -4) !== '6304') return null;
  if (crc16ccitt(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) return null;
  const top = readTlv(text);
  const merchant = readTlv(top?.get('38') ?? '');
  const beneficiary = readTlv(merchant?.get('01') ?? '');
  if (!top || top.get('00') !== '01' || merchant?.get('00') !== VIETQR_GUID || !beneficiary) return null;
  const bin = beneficiary.get('00');
  const accountNo = beneficiary.get('01');
  if (!bin || !accountNo) return null;
  const amount = top.get('54');
  const extra = readTlv(top.get('62') ?? '');
  return {
    dynamic: top.get('01') === '12',
    bin,
    accountNo,
    service: merchant.get('02') ?? '',
    currency: top.get('53') ?? '',
    amount: amount && /^\d{1,13}$/.test(amount) ? BigInt(amount) : null,
    country: top.get('58') ?? '',
    purpose: extra?.get('08') ?? null,
  };
}
