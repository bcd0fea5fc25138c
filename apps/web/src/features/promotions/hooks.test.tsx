import { IS_AGENT } from '@lotus/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearSession, writeSession } from '@/lib/session';
import { permissionFixture } from '../../../test/fixtures';
import { menuWith, renderInSite, serveApi } from '../../../test/harness';
import { useRewardCenter } from './hooks';

function Probe() {
  const rewards = useRewardCenter();
  return <p>{rewards.fetchStatus}</p>;
}

let fetches: ReturnType<typeof serveApi>;
beforeEach(async () => {
  localStorage.setItem('lang', 'en');
  await i18n.changeLanguage('en');
  fetches = serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useRewardCenter', () => {
  it('asks nothing for a free-play account, which has no rewards (the server would refuse it)', async () => {
    writeSession({ token: 't', account: 'trial01', isAgent: IS_AGENT.TRIAL });
    renderInSite(<Probe />);
    expect(await screen.findByText('idle')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches.mock.calls.some(([input]) => String(input).includes('/wps/member/rewards'))).toBe(false);
  });
});
