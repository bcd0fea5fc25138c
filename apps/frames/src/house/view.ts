import type { HouseProvider } from '@lotus/house/provider';
import type { Answer, HousePlayed, HouseSession, HouseTools } from './house';

/** A game with a view of its own on the house's play page (fish.ts, xidach.ts): house.ts mounts it with its tools. */
export interface HouseView {
  /** Draws the view's stage and controls; answers its main button (disabled until the session opens). */
  mount(h: HouseTools): HTMLButtonElement;
  /** The session opened (its stake limits, its open round). */
  ready?: (session: HouseSession) => void;
}

export type { HousePlayed, HouseSession, HouseTools };
/** What the house's API answers to a call (its provider's method `K`). */
export type HouseAnswer<K extends keyof HouseProvider> = Answer<K>;
