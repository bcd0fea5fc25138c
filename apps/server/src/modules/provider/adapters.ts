import type { SiteLanguage, WalletMode } from '@lotus/contracts';
import { sameOriginPath } from '@lotus/house/provider';

/**
 * The adapter interface every game vendor plugs in through (DESIGN.md "Game providers"). Both
 * wallet modes share it:
 * - seamless: the vendor calls our signed callback API (routes.ts, PROVIDER_PATHS) for every bet,
 *   win and rollback; the adapter only says how to open the game (launchUrl) and, when the vendor
 *   has one, its replay page of a round (recallUrl);
 * - transfer: money is moved into and out of the vendor's own wallet (walletTransfer, the money
 *   module's) through `transfer`, with a unique reference and a status call for unknown outcomes.
 *
 * The adapters of the connected vendors travel on the app context (`ctx.providers`, made by
 * createAppContext); a vendor without one launches the "not connected" page.
 */
export interface LaunchRequest {
  /** The vendor's code of the game (games.code). */
  gameCode: string;
  /** The house engine's game id, for house games. */
  houseGameId: string | null;
  /** One-time launch token: the vendor sends it to authenticate (seamless). */
  token: string;
  /** The seamless API's player id (stable per member of a brand). */
  playerId: string;
  mode: 'real' | 'trial';
  language: SiteLanguage;
  /** 'html5-desktop' or 'html5' (mobile). */
  platform: string;
  /** The launch-game CDN picked for this launch ('' = the site's own origin), without a trailing slash. */
  cdn: string;
  /** The PVP room picked, if any. */
  roomId: number | null;
  currency: string;
}

export interface LaunchUrls {
  gameUrl: string;
  gameUrl2?: string | null;
}

export interface RecallRequest {
  roundId: string;
  playerId: string;
  gameCode: string;
  now: Date;
}

/** A transfer's outcome as the vendor reports it; `unknown` is reconciled by asking `status`, never refunded blindly. */
export interface TransferOutcome {
  status: 'ok' | 'failed' | 'unknown';
  /** The vendor's own id of the transfer, when it gave one. */
  vendorReference?: string;
  /** The player's balance at the vendor after the transfer (minor units), when known. */
  balance?: bigint;
}

export interface TransferWalletAdapter {
  /** Moves `amount` from our side into the player's vendor wallet; `reference` is unique and reused on retry. */
  transferIn(r: { playerId: string; reference: string; amount: bigint; currency: string }): Promise<TransferOutcome>;
  /** Moves `amount` out of the player's vendor wallet back to us. */
  transferOut(r: { playerId: string; reference: string; amount: bigint; currency: string }): Promise<TransferOutcome>;
  /** What happened to the transfer with this reference. */
  status(r: { playerId: string; reference: string }): Promise<TransferOutcome>;
  /** The player's balance at the vendor (minor units). */
  balance(r: { playerId: string; currency: string }): Promise<bigint>;
}

export interface ProviderAdapter {
  /** The vendor code (vassalage) this adapter serves. */
  vassalage: string;
  walletMode: WalletMode;
  launchUrl(r: LaunchRequest): LaunchUrls;
  /** The vendor's game-recall page of a round, or null when it has none. */
  recallUrl?(r: RecallRequest): string | null;
  /** Transfer-wallet vendors only. */
  transfer?: TransferWalletAdapter;
}

/**
 * The adapters of the connected vendors by vendor code (vassalage). A vendor is connected when it has
 * one (a working integration); one that is not is not offered to players (the demo seed leaves it
 * off, operators cannot switch it on), does not launch, and its wallet takes no money (money already
 * in it can still come back): `ctx.providers.has(vassalage)`.
 */
/** The player id a vendor knows a member by. */
export const playerIdOf = (merchantCode: string, memberId: number) => `${merchantCode}-${memberId}`;

/** The connected vendors' adapters by vendor code (`ctx.providers`). */
export interface ProviderAdapters extends ReadonlyMap<string, ProviderAdapter> {
  /** The vendor's replay page of a member's round, when its adapter has one (the records' list of rounds). */
  recallUrl(
    merchantCode: string,
    memberId: number,
    r: { vassalage: string; roundId: string; gameCode: string },
    now: Date,
  ): string | null;
  /**
   * The adapters of the vendors operators registered (vendors as data, ./vendors.ts): set again whenever the
   * registered vendors change; the vendors built into the code are kept as they are.
   */
  setRegistered(list: ProviderAdapter[]): void;
}

export function providerAdapters(list: ProviderAdapter[]): ProviderAdapters {
  const adapters = new Map(list.map((a) => [a.vassalage, a]));
  const builtIn = new Set(adapters.keys());
  return Object.assign(adapters, {
    setRegistered(registered: ProviderAdapter[]) {
      for (const code of [...adapters.keys()]) if (!builtIn.has(code)) adapters.delete(code);
      for (const a of registered) if (!builtIn.has(a.vassalage)) adapters.set(a.vassalage, a);
    },
    recallUrl(
      merchantCode: string,
      memberId: number,
      r: { vassalage: string; roundId: string; gameCode: string },
      now: Date,
    ) {
      const recall = adapters.get(r.vassalage)?.recallUrl;
      return (
        recall?.({ roundId: r.roundId, gameCode: r.gameCode, playerId: playerIdOf(merchantCode, memberId), now }) ??
        null
      );
    },
  });
}

/**
 * A vendor connected through the sandbox vendor alone (SANDBOX_VENDORS, tests and drills): its
 * wallet is the sandbox's transfer wallet (wallets/adapters.ts); it has no games, so a launch opens
 * the page that says so.
 */
export function sandboxVendorAdapter(vassalage: string): ProviderAdapter {
  return {
    vassalage,
    walletMode: 'transfer',
    launchUrl: (r) => ({
      gameUrl: unconnectedVendorUrl(r.cdn, { vassalage, displayName: vassalage }, r.language, '/'),
    }),
  };
}

/**
 * The launch URL of a vendor that has no adapter yet (a catalogue entry not connected to a real
 * vendor): the house provider's page that says so honestly, in the player's language, naming the
 * vendor as players know it and leading back to the game's lobby (`back`, a site path).
 */
export function unconnectedVendorUrl(
  cdn: string,
  vendor: { vassalage: string; displayName: string },
  language: SiteLanguage,
  back: string,
): string {
  const backPath = sameOriginPath(back);
  const q = new URLSearchParams({
    product: 'vendor',
    vendor: vendor.displayName || vendor.vassalage,
    lang: language,
    ...(backPath ? { back: backPath } : {}),
  });
  return `${cdn}/house/unavailable?${q.toString()}`;
}

/** The lottery lobby while no lottery product is connected. */
export function lotteryUnavailableUrl(cdn: string, language: SiteLanguage, back: string | undefined): string {
  const path = sameOriginPath(back);
  const b = path ? `&back=${encodeURIComponent(path)}` : '';
  return `${cdn}/house/unavailable?product=lottery&lang=${language}${b}`;
}
