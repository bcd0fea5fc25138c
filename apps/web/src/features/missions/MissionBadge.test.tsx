import type { memberMissionSchema, missionSummarySchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { MissionBadge } from './MissionBadge';
import { MissionLeaderboardPage } from './MissionLeaderboardPage';

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type MemberMission = z.input<typeof memberMissionSchema>;
type MissionSummary = z.input<typeof missionSummarySchema>;

const mission = (id: number, status: MemberMission['status']): MemberMission => ({
  id,
  period: 'daily',
  kind: 'login',
  name: `Mission ${id}`,
  description: '',
  targetAmount: null,
  progressAmount: null,
  targetCount: 1,
  progressCount: 1,
  gameType: null,
  gameName: null,
  rewardPoints: 10,
  rewardBonus: '0',
  wageringMultiple: 1,
  status,
  resetAt: '2026-11-26T17:00:00.000Z',
});

const summary = (missions: MemberMission[]): MissionSummary => ({
  claimable: missions.filter((m) => m.status === 'claimable').length,
  currency: 'VND',
  dailyResetAt: '2026-11-26T17:00:00.000Z',
  weeklyResetAt: '2026-11-29T17:00:00.000Z',
  missions,
});

const base = {
  '/wps/system/permission': permissionFixture,
  '/wps/system/menu': menuWith(),
  '/wps/relay/MCSFE_getMissionLeaderboard': {
    weekStart: '2026-11-23',
    resetAt: '2026-11-29T17:00:00.000Z',
    list: [],
    me: { rank: null, points: 0, player: 'dem***01' },
  },
};

inEnglishSite({ signedIn: true });

describe('mission badge', () => {
  it('shows the count of claimable missions, and it goes down after a claim', async () => {
    const claimed = new Set<number>();
    serveApi({
      ...base,
      '/wps/relay/MCSFE_getMissionSummaryDetails': () =>
        summary([1, 2].map((id) => mission(id, claimed.has(id) ? 'claimed' : 'claimable'))),
      '/wps/relay/MCS2_claimMission': (_url: URL, init?: RequestInit) => {
        const { missionId } = JSON.parse(String(init?.body)) as { missionId: number };
        claimed.add(missionId);
        return { missionId, points: 10, bonus: '0', claimable: 2 - claimed.size };
      },
    });
    renderInSite(
      <>
        <MissionBadge />
        <MissionLeaderboardPage page="missionLeaderboard" go={() => undefined} close={() => undefined} />
      </>,
    );
    expect((await screen.findByLabelText('Missions to claim: 2')).textContent).toBe('2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Claim' })[0]!);
    expect((await screen.findByLabelText('Missions to claim: 1')).textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByLabelText(/Missions to claim/)).toBeNull());
  });

  it('shows nothing when no mission can be claimed', async () => {
    serveApi({ ...base, '/wps/relay/MCSFE_getMissionSummaryDetails': summary([mission(1, 'in_progress')]) });
    renderInSite(<MissionBadge />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText(/Missions to claim/)).toBeNull();
  });
});
