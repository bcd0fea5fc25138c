import type { Balance } from '@lotus/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { BrandGate } from '@/features/brand';
import { moneyKeys } from '@/features/money';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, serveApi } from '../../../test/harness';
import { WageringChip } from './WageringChip';

const balance = (major: number): Balance => ({
  sumBalance: BigInt(major * 100),
  mainBalance: BigInt(major * 100),
  lockedBalance: 0n,
  bonusBalance: 100_00n,
  currency: 'VND',
  trial: false,
  wallets: [],
  at: '2026-11-20T00:00:00.000Z',
});

inEnglishSite({ signedIn: true });

describe('wagering chip', () => {
  it('follows the wagering live: a balance change pushed by the stream reads the rewards again', async () => {
    let progress = '12500';
    const rewards = vi.fn(() => ({
      waiting: [],
      history: [],
      active: {
        id: 1,
        promotionId: 3,
        title: 'Welcome',
        amount: '10000',
        required: '50000',
        progress,
        status: 'active',
        maxStake: null,
        weights: [],
        expiresAt: '2026-12-01T00:00:00.000Z',
        createdAt: '2026-11-20T00:00:00.000Z',
        closedAt: null,
        settledAmount: null,
      },
    }));
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith(),
      '/wps/member/rewards': rewards,
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = [...moneyKeys.balance, 't'];
    client.setQueryData(key, balance(1000));
    render(
      <QueryClientProvider client={client}>
        <GeneralModalProvider>
          <MemoryRouter initialEntries={['/game']}>
            <BrandGate fallback={null}>
              <WageringChip />
            </BrandGate>
          </MemoryRouter>
        </GeneralModalProvider>
      </QueryClientProvider>,
    );
    const chip = await screen.findByTestId('wagering-chip');
    expect(chip.getAttribute('aria-label')).toBe('Bonus wagering 25% done, open the reward centre');
    expect(rewards).toHaveBeenCalledTimes(1);

    // The same balance again (the stream's greeting on reconnect): nothing is read.
    act(() => void client.setQueryData(key, balance(1000)));
    await new Promise((r) => setTimeout(r, 30));
    expect(rewards).toHaveBeenCalledTimes(1);

    progress = '25000';
    act(() => void client.setQueryData(key, balance(990)));
    await waitFor(() => expect(chip.textContent).toContain('50%'));
    expect(rewards).toHaveBeenCalledTimes(2);
  });
});
