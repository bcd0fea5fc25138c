import type { Balance, memberMissionSchema, MissionLeaderboard, missionSummarySchema } from '@lotus/contracts';
import type { z } from 'zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { BrandGate } from '@/features/brand';
import { moneyKeys } from '@/features/money';
import { i18n } from '@/lib/i18n';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { MissionLeaderboardPage } from './MissionLeaderboardPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type MemberMission = z.input<typeof memberMissionSchema>;
type MissionSummary = z.input<typeof missionSummarySchema>;

const mission = (over: Partial<MemberMission> = {}): MemberMission => ({
  id: 1,
  period: 'daily',
  kind: 'login',
  name: 'Daily sign-in',
  description: 'Sign in to your account today.',
  targetAmount: null,
  progressAmount: null,
  targetCount: 1,
  progressCount: 1,
  gameType: null,
  gameName: null,
  rewardPoints: 10,
  rewardBonus: '0',
  wageringMultiple: 1,
  status: 'claimable',
  resetAt: '2026-11-26T17:00:00.000Z',
  ...over,
});

const bet = (progress: string, status: MemberMission['status'] = 'in_progress') =>
  mission({
    id: 2,
    kind: 'bet',
    name: 'Bet 50,000 on RNG games',
    description: '',
    gameType: 'RNG',
    targetAmount: '5000000',
    progressAmount: progress,
    targetCount: null,
    progressCount: null,
    rewardPoints: 50,
    status,
  });

const summary = (missions: MemberMission[]): MissionSummary => ({
  claimable: missions.filter((m) => m.status === 'claimable').length,
  currency: 'VND',
  dailyResetAt: '2026-11-26T17:00:00.000Z',
  weeklyResetAt: '2026-11-29T17:00:00.000Z',
  missions,
});

const board = (over: Partial<MissionLeaderboard> = {}): MissionLeaderboard => ({
  weekStart: '2026-11-23',
  resetAt: '2026-11-29T17:00:00.000Z',
  list: [
    { rank: 1, player: 'pla***01', points: 900 },
    { rank: 2, player: 'dem***01', points: 500 },
  ],
  me: { rank: 2, points: 500, player: 'dem***01' },
  ...over,
});

const balance = (major: number): Balance => ({
  sumBalance: BigInt(major * 100),
  mainBalance: BigInt(major * 100),
  lockedBalance: 0n,
  bonusBalance: 0n,
  currency: 'VND',
  trial: false,
  wallets: [],
  at: '2026-11-26T00:00:00.000Z',
});

const base = { '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() };
const props = { page: 'missionLeaderboard' as const, go: () => undefined, close: () => undefined };

inEnglishSite({ signedIn: true });

describe('missionLeaderboard', () => {
  it('shows missions by period with progress, rewards and reset times, and the leaderboard with my place', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': summary([
        mission(),
        bet('1250000'),
        mission({
          id: 3,
          period: 'once',
          kind: 'invite',
          name: 'Invite a friend',
          progressCount: 0,
          status: 'in_progress',
          rewardPoints: 500,
          rewardBonus: '5000000',
          wageringMultiple: 5,
          resetAt: null,
        }),
        mission({
          id: 4,
          period: 'weekly',
          name: 'Weekly sign-in',
          status: 'claimed',
          resetAt: '2026-11-29T17:00:00.000Z',
        }),
      ]),
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    renderInSite(<MissionLeaderboardPage {...props} />);
    const daily = await screen.findByRole('region', { name: 'Daily missions' });
    expect(within(daily).getByText(/^Resets at 2026-11-27 00:00/)).toBeTruthy();
    const progress = within(daily).getByRole('progressbar', { name: 'Bet 50,000 on RNG games' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-valuetext')).toBe('12,500.00 of 50,000.00');
    expect(within(daily).getByRole('button', { name: 'In progress' })).toHaveProperty('disabled', true);
    expect(within(daily).getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('missions-claimable').textContent).toBe('1 mission ready to claim');

    const once = screen.getByRole('region', { name: 'One-off missions' });
    expect(within(once).getByText('Once only')).toBeTruthy();
    expect(within(once).getByText('500 points + bonus 50,000.00 (5× wagering)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Weekly missions' })).getByText('Claimed')).toBeTruthy();

    const leaders = await screen.findByRole('list', { name: 'Mission points this week' });
    expect(within(leaders).getAllByRole('listitem')).toHaveLength(2);
    expect(within(leaders).getByText('pla***01')).toBeTruthy();
    expect(screen.getByTestId('missions-my-place').textContent).toBe('Your place: #2 with 500 points');
  });

  it('claims a completed mission once and shows the reward; the count goes down', async () => {
    let claimed = false;
    const post = vi.fn(() => {
      claimed = true;
      return { missionId: 1, points: 10, bonus: '0', claimable: 0 };
    });
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': () =>
        summary([mission({ status: claimed ? 'claimed' : 'claimable' })]),
      '/wps/relay/MCS2_claimMission': post,
      '/wps/relay/MCSFE_getMissionLeaderboard': board({ list: [], me: { rank: null, points: 0, player: 'dem***01' } }),
    });
    renderInSite(<MissionLeaderboardPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed: 10 points.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('missions-claimable').textContent).toBe('Complete a mission to claim its reward.'),
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByText('You have no mission points this week yet.')).toBeTruthy();
    expect(screen.getByText('Nobody has mission points this week yet.')).toBeTruthy();
  });

  it("shows the server's refusal of a claim", async () => {
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': summary([mission()]),
      '/wps/relay/MCS2_claimMission': () => {
        throw {
          status: 409,
          body: { success: false, errorCode: 'mission_incomplete', message: 'The mission is not complete yet' },
        };
      },
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    renderInSite(<MissionLeaderboardPage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The mission is not complete yet')).toBeTruthy();
  });

  it('follows play: a balance change pushed by the stream reads the progress again', async () => {
    let progress = '1000000';
    const read = vi.fn(() => summary([bet(progress)]));
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': read,
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = [...moneyKeys.balance, 't'];
    client.setQueryData(key, balance(1000));
    render(
      <QueryClientProvider client={client}>
        <GeneralModalProvider>
          <MemoryRouter initialEntries={['/index']}>
            <BrandGate fallback={null}>
              <MissionLeaderboardPage {...props} />
            </BrandGate>
          </MemoryRouter>
        </GeneralModalProvider>
      </QueryClientProvider>,
    );
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(read).toHaveBeenCalledTimes(1);

    progress = '5000000';
    act(() => void client.setQueryData(key, balance(900)));
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state without missions and an error with a retry when the load fails', async () => {
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': summary([]),
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    const { unmount } = renderInSite(<MissionLeaderboardPage {...props} />);
    expect(await screen.findByText('No missions right now')).toBeTruthy();
    unmount();

    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': () => {
        throw { status: 500, body: { success: false, errorCode: 'system_error', message: 'x' } };
      },
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    renderInSite(<MissionLeaderboardPage {...props} />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('reads in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': summary([mission({ name: 'Đăng nhập hằng ngày' })]),
      '/wps/relay/MCSFE_getMissionLeaderboard': board(),
    });
    renderInSite(<MissionLeaderboardPage {...props} />);
    expect(await screen.findByRole('region', { name: 'Nhiệm vụ hằng ngày' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nhận thưởng' })).toBeTruthy();
    expect(screen.getByText('10 điểm')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Điểm nhiệm vụ tuần này' })).toBeTruthy();
  });
});
