import { MEMBER_CENTRE_PAGES, type FeatureFlag } from '@lotus/contracts';
import type { ComponentType } from 'react';
import { lazyComponent, type ComponentLoader, type PreloadableComponent } from '@/lib/lazy';

/** The member centre's entries (SPEC §2, with playerRank), in menu order; securityCenter is the default. */
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
  /** Drawn beside the menu entry (e.g. the unread count); render nothing for none. Loaded with the site. */
  badge?: ComponentType;
}

export interface MemberCentrePage {
  component: PreloadableComponent<MemberCentrePageProps>;
  badge?: ComponentType;
}

/** The pages the features supply, by entry; an entry without one shows an honest empty state. */
export type MemberCentrePages = Readonly<Partial<Record<MemberCentrePageName, MemberCentrePage>>>;

/**
 * The member centre's pages from their loaders, each a lazily loaded component: built once by the
 * app's composition root (src/app/memberCentrePages.ts) and handed to `<MemberCentre pages>`.
 */
export function defineMemberCentrePages(
  definitions: Partial<Record<MemberCentrePageName, MemberCentrePageDefinition>>,
): MemberCentrePages {
  const pages: Partial<Record<MemberCentrePageName, MemberCentrePage>> = {};
  for (const name of MEMBER_CENTRE_PAGES) {
    const definition = definitions[name];
    if (definition) pages[name] = { component: lazyComponent(definition.load), badge: definition.badge };
  }
  return pages;
}
