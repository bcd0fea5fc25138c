import { SPORTS_PAGE_PATH, SPORTS_VASSALAGE } from '@lotus/contracts';
import { recallLink } from '../provider/builtIn';
import { type ProviderAdapter, vendorSecret } from '../provider/service';

/** Where a bet's replay page is (signed links, `pages.ts`). */
export const SPORTS_RECALL_PATH = `${SPORTS_PAGE_PATH}/recall`;

/**
 * The sportsbook vendor's launch adapter (on `ctx.providers`): its page in the game frame, opened with
 * a launch token (the e-sports game opens on the e-sports tab), and the replay page of a bet for the
 * betting record (a link signed with the vendor's secret, valid a day).
 */
export function sportsAdapter(dataDir: string): ProviderAdapter {
  return {
    vassalage: SPORTS_VASSALAGE,
    walletMode: 'seamless',
    launchUrl: (r) => {
      const q = new URLSearchParams({ lang: r.language, kind: r.gameCode === 'esports' ? 'esports' : 'sports' });
      if (r.token) q.set('token', r.token);
      return { gameUrl: `${r.cdn}${SPORTS_PAGE_PATH}?${q.toString()}` };
    },
    recallUrl: (r) =>
      recallLink(
        vendorSecret(dataDir, SPORTS_VASSALAGE),
        SPORTS_RECALL_PATH,
        r.roundId,
        r.playerId,
        r.now.getTime() + 86_400_000,
      ),
  };
}
