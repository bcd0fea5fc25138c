import type { DepositStatus, WithdrawalStatus } from '@lotus/contracts';

export const depositTone = (s: DepositStatus) =>
  s === 'credited' ? 'good' : s === 'pending' ? 'pending' : s === 'failed' ? 'bad' : 'muted';
export const withdrawalTone = (s: WithdrawalStatus) => (s === 'paid' ? 'good' : s === 'rejected' ? 'bad' : 'pending');
