import type { WithdrawalOrder } from '@lotus/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { WithdrawalDispute, isDisputeState, type DisputeState } from './WithdrawalDispute';

const order = (confirmation: DisputeState, resolvedAt: string | null): WithdrawalOrder => ({
  orderNo: 'W20261121ABCDEF0123',
  amount: 1234_50n,
  status: 'paid',
  bankAccount: {
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    maskedAccountNo: '******6789',
    accountName: 'NGUYEN VAN AN',
  },
  createdAt: '2026-11-21T01:00:00.000Z',
  approvedAt: '2026-11-21T01:05:00.000Z',
  paidAt: '2026-11-21T01:10:00.000Z',
  rejectedAt: null,
  rejectReason: null,
  confirmation,
  confirmedAt: '2026-11-21T01:15:00.000Z',
  confirmDeadline: '2026-11-21T01:40:00.000Z',
  canConfirm: false,
  remark: null,
  proofs: [{ id: 'p1', url: '/wps/withdrawal/proofs/p1', size: 100 }],
  resolvedAt,
  waitingFor: null,
});

async function show(language: 'vi' | 'en', state: DisputeState, resolvedAt: string | null = null) {
  await i18n.changeLanguage(language);
  render(<WithdrawalDispute order={order(state, resolvedAt)} state={state} timeZone="Asia/Ho_Chi_Minh" />);
}

describe('WithdrawalDispute', () => {
  it('knows which confirmations are a not-received report', () => {
    expect(['not_received', 'forced_received', 'refunded'].every((c) => isDisputeState(c as DisputeState))).toBe(true);
    expect(isDisputeState('received')).toBe(false);
    expect(isDisputeState('auto_received')).toBe(false);
    expect(isDisputeState('full_payment')).toBe(false);
  });

  it('shows a report under review (en)', async () => {
    await show('en', 'not_received');
    const group = screen.getByRole('group', { name: 'Not-received report' });
    expect(within(group).getByText('Under review')).toBeTruthy();
    expect(within(group).getByText(/You reported it not received · 2026-11-21 08:15/)).toBeTruthy();
    expect(within(group).getByText(/We are checking your report/)).toBeTruthy();
    expect(within(group).queryByText(/^Decided/)).toBeNull();
  });

  it('shows forced received, not refunded (en and vi)', async () => {
    await show('en', 'forced_received', '2026-11-21T03:00:00.000Z');
    const group = screen.getByRole('group', { name: 'Not-received report' });
    expect(within(group).getByText('Forced received — not refunded')).toBeTruthy();
    expect(within(group).getByText(/it counts as received and is not refunded/)).toBeTruthy();
    expect(within(group).getByText('Decided 2026-11-21 10:00:00')).toBeTruthy();
    document.body.innerHTML = '';
    await show('vi', 'forced_received', '2026-11-21T03:00:00.000Z');
    const vi = screen.getByRole('group', { name: 'Báo cáo chưa nhận tiền' });
    expect(within(vi).getByText('Buộc xác nhận đã nhận — không hoàn tiền')).toBeTruthy();
    expect(within(vi).getByText('Xử lý lúc 2026-11-21 10:00:00')).toBeTruthy();
  });

  it('shows refunded with the amount in the shown language (vi and en)', async () => {
    await show('vi', 'refunded', '2026-11-21T03:00:00.000Z');
    const vi = screen.getByRole('group', { name: 'Báo cáo chưa nhận tiền' });
    expect(within(vi).getByText('Đã hoàn tiền')).toBeTruthy();
    expect(within(vi).getByText('Khoản thanh toán không đến: 1.234,50 đã được hoàn về ví chính của bạn.')).toBeTruthy();
    document.body.innerHTML = '';
    await show('en', 'refunded', '2026-11-21T03:00:00.000Z');
    const en = screen.getByRole('group', { name: 'Not-received report' });
    expect(within(en).getByText('Refunded')).toBeTruthy();
    expect(within(en).getByText('The payment did not arrive: 1,234.50 was returned to your main wallet.')).toBeTruthy();
  });
});
