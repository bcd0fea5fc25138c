/**
 * Plain values (no zod) that the web's first load needs: the web bundles a contracts module whole
 * or not at all, so these live apart from the schemas (docs/ARCHITECTURE.md).
 */

/** Languages the site is translated into; Vietnamese is the default (SPEC §9). */
export const SITE_LANGUAGES = ['vi', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SiteLanguage = 'vi';

/** 0 normal, 1 maintenance, 2 region restriction (SPEC §4). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

/** The id of the `<script type="application/json">` that holds the brand's boot data (boot.ts). */
export const BOOT_ELEMENT_ID = 'lotus-boot';

/** isAgent values (SPEC §6): 0 member, 1/2/41/42 agents, 4 trial (free play). */
export const IS_AGENT = { MEMBER: 0, AGENT: 1, AGENT_2: 2, TRIAL: 4, AGENT_41: 41, AGENT_42: 42 } as const;

export const STATIC_AVATARS = Array.from({ length: 12 }, (_, i) => `avatar${String(i + 1).padStart(2, '0')}`);

/** Game list page size (SPEC §9). */
export const GAME_LIST_PAGE_SIZE = 24;

/** Header drop-down: 21 games on the first page, then 18 per page (SPEC §9). */
export const MENU_FIRST_PAGE_SIZE = 21;
export const MENU_PAGE_SIZE = 18;

/** isGame VASSALAGE: a click asks for a popup game list instead of launching (SPEC §4). */
export const IS_GAME_VASSALAGE = 'VASSALAGE';

/** Notices are listed 9 per page (SPEC §9). */
export const NOTICE_PAGE_SIZE = 9;

/** SPEC §3 customer-service response: value.version.pathList. Type '3' paths are encrypted. */
export const CS_PATH_TYPES = { LINK: '1', EMBED: '2', ENCRYPTED: '3' } as const;

/** SPEC §9: the popup is 440 × 500; the VIP desk opens 440 × 750 (the "one case"). */
export const CS_POPUP_SIZES = {
  live: { width: 440, height: 500 },
  vip: { width: 440, height: 750 },
} as const;

// Live chat (the demo brand's customer service, /support/chat)
export const CHAT_LIMITS = { maxText: 1000, maxName: 40 } as const;
