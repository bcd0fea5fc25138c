import { describe, expect, it } from 'vitest';
import { bankPrintedName, crc16ccitt, decodeVietQr, encodeVietQr, readTlv, VIET_BANKS, vietBankOf } from '../src/index';

/**
 * The VietQR encoder (src/vietqr.ts) against payloads made by banks and by other VietQR libraries
 * (found in public code: a bank's own dynamic code, the VietQR.io generator, two libraries' examples),
 * and the CRC against its published check value.
 */
const KNOWN = [
  // VietQR.io: MB (970422), account VQRQACLNP2680, 100,000 VND, "Thanh toan don hang ABC".
  '00020101021238570010A000000727012700069704220113VQRQACLNP26800208QRIBFTTA530370454061000005802VN62270823Thanh toan don hang ABC6304CE4C',
  // A bank's dynamic code: BIDV (970418), virtual account V3CAS6262723924, 375,000 VND.
  '00020101021238590010A000000727012900069704180115V3CAS62627239240208QRIBFTTA530370454063750005802VN62250821CSPZKHEL6A2 NTK O000463044729',
  // Static codes (no amount), the CRC in lower case in one of them.
  '00020101021138540010A00000072701240006970422011099999991480208QRIBFTTA53037045802VN63047b49',
  '00020101021138510010A00000072701210006970407010797968680208QRIBFTTA53037045802VN62240820gen by sunary/vietqr6304BE74',
];

describe('CRC-16/CCITT-FALSE', () => {
  it('has the published check value and answers four upper-case hex digits', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt('')).toBe('FFFF');
  });
});

describe('VietQR', () => {
  it('reads known payloads and finds their CRC right', () => {
    for (const p of KNOWN) {
      expect(decodeVietQr(p), p).not.toBeNull();
      expect(crc16ccitt(p.slice(0, -4))).toBe(p.slice(-4).toUpperCase());
    }
    expect(decodeVietQr(KNOWN[1]!)).toEqual({
      dynamic: true,
      bin: '970418',
      accountNo: 'V3CAS6262723924',
      service: 'QRIBFTTA',
      currency: '704',
      amount: 375000n,
      country: 'VN',
      purpose: 'CSPZKHEL6A2 NTK O0004',
    });
  });

  it('encodes exactly what VietQR.io produced for the same transfer', () => {
    expect(
      encodeVietQr({ bin: '970422', accountNo: 'VQRQACLNP2680', amount: 100000, purpose: 'Thanh toan don hang ABC' }),
    ).toBe(KNOWN[0]);
  });

  it('writes every tag of a dynamic order code, in order, with its CRC', () => {
    const p = encodeVietQr({ bin: '970436', accountNo: '0071000123456', amount: 150000n, purpose: 'LTABCD2345' });
    const top = readTlv(p)!;
    expect([...top.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    const merchant = readTlv(top.get('38')!)!;
    expect(merchant.get('00')).toBe('A000000727');
    expect(readTlv(merchant.get('01')!)).toEqual(
      new Map([
        ['00', '970436'],
        ['01', '0071000123456'],
      ]),
    );
    expect(merchant.get('02')).toBe('QRIBFTTA');
    expect(top.get('53')).toBe('704');
    expect(top.get('54')).toBe('150000');
    expect(top.get('58')).toBe('VN');
    expect(readTlv(top.get('62')!)!.get('08')).toBe('LTABCD2345');
    expect(top.get('63')).toBe(crc16ccitt(p.slice(0, -4)));
    expect(decodeVietQr(p)).toMatchObject({ dynamic: true, amount: 150000n, purpose: 'LTABCD2345' });
  });

  it('refuses what a bank would not read, and a changed or truncated code', () => {
    expect(() => encodeVietQr({ bin: '97043', accountNo: '1' })).toThrow(RangeError);
    expect(() => encodeVietQr({ bin: '970436', accountNo: '12-34' })).toThrow(RangeError);
    expect(() => encodeVietQr({ bin: '970436', accountNo: '1234', amount: 0 })).toThrow(RangeError);
    expect(() => encodeVietQr({ bin: '970436', accountNo: '1234', purpose: 'nạp tiền' })).toThrow(RangeError);
    const p = encodeVietQr({ bin: '970436', accountNo: '1234', amount: 5 });
    expect(decodeVietQr(p.replace('54015', '54016'))).toBeNull();
    expect(decodeVietQr(p.slice(0, -1))).toBeNull();
    expect(decodeVietQr('hello')).toBeNull();
    // Without an amount the code is static (point of initiation 11).
    expect(decodeVietQr(encodeVietQr({ bin: '970436', accountNo: '1234' }))).toMatchObject({
      dynamic: false,
      amount: null,
    });
  });
});

describe('the NAPAS bank list', () => {
  it('has unique six-digit BINs and codes, found by either', () => {
    expect(new Set(VIET_BANKS.map((b) => b.bin)).size).toBe(VIET_BANKS.length);
    expect(new Set(VIET_BANKS.map((b) => b.code)).size).toBe(VIET_BANKS.length);
    for (const b of VIET_BANKS) expect(b.bin).toMatch(/^9704\d{2}$/);
    expect(vietBankOf('vcb')).toMatchObject({ bin: '970436', shortName: 'Vietcombank' });
    expect(vietBankOf('970415')?.shortName).toBe('VietinBank');
    expect(vietBankOf('nope')).toBeUndefined();
  });

  it('writes a holder as banks print it', () => {
    expect(bankPrintedName('  Công ty  Lotus Đông Á ')).toBe('CONG TY LOTUS DONG A');
  });
});
