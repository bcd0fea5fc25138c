import type { Game } from '@lotus/contracts';
import { session } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';

/** Session-storage keys of the games feature. */
export const GAME_STORAGE = {
  /** The launched game's URL, shown by /game. */
  gameUrl: 'gameUrl',
  /** Where /game's close button returns to. */
  gameReturn: 'gameReturn',
  /** The current vendor and category (SPEC §4: set when a category or vendor is chosen). */
  vassalage: 'vassalage',
  gameType: 'gameType',
} as const;

/** Dialogs the launch opens over any page. */
export type GamesDialog =
  | { kind: 'popupList'; vassalage: string; title: string }
  | { kind: 'maintenance'; vassalage: string; start: string; end: string; suggestions: Game[] };

const dialog = createStore<GamesDialog | null>(null);
/** Counts launches: the URL itself lives in session storage. */
const launches = createStore(0);

export const openGamesDialog = (d: GamesDialog) => dialog.set(d);
export const closeGamesDialog = () => dialog.set(null);
export const useGamesDialog = () => useStore(dialog);

/** Stores the launched game's URL (and where to return) for /game. */
export function storeGameUrl(url: string, returnTo?: string) {
  session.set(GAME_STORAGE.gameUrl, url);
  if (returnTo) session.set(GAME_STORAGE.gameReturn, returnTo);
  launches.set((n) => n + 1);
}
export const storedGameUrl = () => session.get(GAME_STORAGE.gameUrl);
/** Re-renders when a new game is launched while /game is open. */
export const useGameUrl = () => useStore(launches, storedGameUrl);

export function setCurrentVendor(vassalage: string | null, gameType?: string) {
  if (vassalage) session.set(GAME_STORAGE.vassalage, vassalage);
  else session.remove(GAME_STORAGE.vassalage);
  if (gameType) session.set(GAME_STORAGE.gameType, gameType);
}
export const currentVendor = () => session.get(GAME_STORAGE.vassalage);

/**
 * A launch URL the iframe may show: http(s) only (absolute, or relative to this site). Anything
 * else (javascript:, data:, garbage) is 'invalid URL, contact customer service'.
 */
export function safeGameUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  } catch {
    return null;
  }
}
