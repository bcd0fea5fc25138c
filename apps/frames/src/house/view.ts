/** A game with a view of its own on the house's play page (fish.ts, xidach.ts): house.ts mounts it with its tools. */
export interface HouseView {
  /** Draws the view's stage and controls; answers its main button (disabled until the session opens). */
  mount(h: HouseTools): HTMLButtonElement;
  /** The session opened (its stake limits, its open round). */
  ready?: (session: HouseSession) => void;
}

// The tools are typed where house.ts defines them; the view receives them as they are.
export type HouseTools = import('./house').HouseTools;
export type HouseSession = import('./house').HouseSession;
export type HousePlayed = import('./house').HousePlayed;
export type HouseAnswer<K extends keyof import('@lotus/house/provider').HouseProvider> = import('./house').Answer<K>;
