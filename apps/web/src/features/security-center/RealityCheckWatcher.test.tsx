import { RG_PATHS, type rgRealitySchema, type rgSettingsSchema } from '@lotus/contracts';
import type { z } from 'zod';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadGeneralModal } from '@/components/GeneralModal';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { RealityCheckWatcher } from './RealityCheckWatcher';

inEnglishSite({ signedIn: true });
beforeAll(() => preloadGeneralModal());

/** The answers as the API sends them: money as its minor-unit string (decision 0021). */
type RgSettings = z.input<typeof rgSettingsSchema>;
type RgReality = z.input<typeof rgRealitySchema>;

const settings = (extra: Partial<RgSettings> = {}): RgSettings => ({
  limits: [],
  sessionMinutes: null,
  realityCheckMinutes: 15,
  block: null,
  ...extra,
});

/** A session that began `minutes` ago, its next check `dueInMs` from now. */
const reality = (dueInMs: number, extra: Partial<RgReality> = {}): RgReality => ({
  sessionStartedAt: new Date(Date.now() - 15 * 60_000).toISOString(),
  minutesPlayed: 15,
  net: '-12000',
  nextCheckAt: new Date(Date.now() + dueInMs).toISOString(),
  sessionLimitReached: false,
  ...extra,
});

/** The watcher over a game page, with the home page to leave for. */
function renderOverGame(set: RgSettings, answer: () => RgReality) {
  let reads = 0;
  serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    [RG_PATHS.settings]: set,
    [RG_PATHS.reality]: () => {
      reads += 1;
      return answer();
    },
  });
  renderInSite(
    <>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/game/:id" element={<p>game page</p>} />
      </Routes>
      <RealityCheckWatcher />
    </>,
    '/game/house-slot',
  );
  return { reads: () => reads };
}

describe('RealityCheckWatcher', () => {
  it('shows the check once it is due, over the game, and Continue hides it for good', async () => {
    const first = reality(400);
    const api = renderOverGame(settings(), () => first);
    await screen.findByText('game page');
    await waitFor(() => expect(api.reads()).toBeGreaterThan(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const check = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 3000 });
    expect(check.textContent).toContain('You have played for 15 minutes this session.');
    expect(check.textContent).toContain('Net result since the session began: -120.00');
    expect(screen.getByText('game page')).toBeTruthy();

    fireEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Read again after the answer (first, on showing, after the answer): the server still names the
    // answered check, which is not asked again.
    await waitFor(() => expect(api.reads()).toBe(3));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('game page')).toBeTruthy();
  });

  it('Stop playing leaves the game for the home page', async () => {
    renderOverGame(settings(), () => reality(-1000));
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    fireEvent.click(within(check).getByRole('button', { name: 'Stop playing' }));
    await screen.findByText('home page');
    expect(screen.queryByText('game page')).toBeNull();
  });

  it('says when the session limit is reached', async () => {
    renderOverGame(settings({ sessionMinutes: 30, realityCheckMinutes: null }), () =>
      reality(0, { nextCheckAt: null, sessionLimitReached: true, minutesPlayed: 30 }),
    );
    const check = await screen.findByRole('alertdialog', { name: 'Session time limit reached' });
    expect(check.textContent).toContain('playing is closed until you sign in again');
  });

  it('reads nothing while neither reality checks nor a session limit are set', async () => {
    const api = renderOverGame(settings({ realityCheckMinutes: null }), () => reality(-1000));
    await screen.findByText('game page');
    await new Promise((r) => setTimeout(r, 300));
    expect(api.reads()).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
