import { SPORTS_PAGE_PATH, SPORTS_VASSALAGE } from '@lotus/contracts';
import type { ProviderAdapter } from '../provider/service';

/**
 * The sportsbook vendor's launch adapter (on `ctx.providers`): its page in the game frame, opened with
 * a launch token; the e-sports game opens on the e-sports tab.
 */
export function sportsAdapter(): ProviderAdapter {
  return {
    vassalage: SPORTS_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => {
      const q = new URLSearchParams({ lang: r.language, kind: r.gameCode === 'esports' ? 'esports' : 'sports' });
      if (r.token) q.set('token', r.token);
      return { gameUrl: `${r.cdn}${SPORTS_PAGE_PATH}?${q.toString()}` };
    },
  };
}
