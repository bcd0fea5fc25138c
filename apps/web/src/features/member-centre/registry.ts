import { MEMBER_CENTRE_PAGES, type FeatureFlag } from '@lotus/contracts';
import type { ComponentType } from 'react';
import { lazyComponent, type ComponentLoader, type PreloadableComponent } from '@/lib/lazy';

/** The member centre's 14 entries (SPEC §2), in menu order; securityCenter is the default. */
export { MEMBER_CENTRE_PAGES };
export type MemberCentrePageName = (typeof MEMBER_CENTRE_PAGES)[number];
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePageName = 'securityCenter';

/** Entries shown only when a brand switch is on (SPEC §6). */
export const PAGE_FLAGS: Partial<Record<MemberCentrePageName, FeatureFlag>> = {
  manualRebate: 'manualRebate',
  referral: 'referral',
};

export const isMemberCentrePage = (v: unknown): v is MemberCentrePageName =>
  typeof v === 'string' && (MEMBER_CENTRE_PAGES as readonly string[]).includes(v);

export interface MemberCentrePageProps {
  page: MemberCentrePageName;
  /** Opens another page of the member centre. */
  go: (page: MemberCentrePageName) => void;
  /** Closes the member centre. */
  close: () => void;
}

export interface MemberCentrePageDefinition {
  /** Loads the page body: each page is a chunk of its own, fetched when the page is first opened. */
  load: ComponentLoader<MemberCentrePageProps>;
  /** Drawn beside the menu entry (e.g. the mission count); render nothing for none. Loaded with the site. */
  badge?: ComponentType;
}

interface RegisteredPage {
  component: PreloadableComponent<MemberCentrePageProps>;
  badge?: ComponentType;
}

const registry = new Map<MemberCentrePageName, RegisteredPage>();
const listeners = new Set<() => void>();
let version = 0;

/**
 * Lets a feature supply the page of a member-centre entry without touching the overlay:
 * `registerMemberCentrePage('depositv2', { load: loadDepositPage })`, called once from the app's
 * composition root (src/app/memberCentrePages.ts). Entries without a page show an honest empty state.
 */
export function registerMemberCentrePage(
  name: MemberCentrePageName,
  { load, badge }: MemberCentrePageDefinition,
): void {
  registry.set(name, { component: lazyComponent(load), badge });
  version += 1;
  listeners.forEach((l) => l());
}

export const memberCentrePage = (name: MemberCentrePageName) => registry.get(name);

export function subscribeRegistry(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const registryVersion = () => version;
