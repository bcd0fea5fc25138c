import { BOOT_ELEMENT_ID, type BootData } from '@lotus/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A cheap check of the boot data's shape, not the contract's schema: the server wrote it through
 * bootDataSchema (modules/webapp/bootData.ts) in this same response, and zod is not in the first
 * load (docs/ARCHITECTURE.md). The queries it seeds are checked in full when they refetch.
 */
function looksLikeBootData(v: unknown): v is BootData {
  if (!isObject(v) || !isObject(v.systemStatus) || !isObject(v.permission) || !Array.isArray(v.menu)) return false;
  const { systemStatus, permission } = v;
  return (
    [0, 1, 2].includes(systemStatus.status as number) &&
    isObject(systemStatus.maintenance) &&
    isObject(permission.info) &&
    isObject(permission.info.whitelabel) &&
    isObject(permission.info.register) &&
    Array.isArray(permission.info.resources) &&
    isObject(permission.info.customerService) &&
    v.menu.every((node) => isObject(node) && typeof node.modId === 'string' && Array.isArray(node.childrenNodes))
  );
}

/**
 * The brand's boot data that the server inlines into index.html (status, permission and menu as
 * the API would answer them), or null when the page has none (the Vite dev server) or it does not
 * have the contract's shape; the queries then ask the API as usual.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return looksLikeBootData(data) ? data : null;
  } catch {
    return null;
  }
}

let boot: { data: BootData | null; readAt: number } | undefined;

/** The page's boot data, read once at start; `readAt` is when it was fresh (for the queries' staleness). */
export function bootData(): { data: BootData | null; readAt: number } {
  boot ??= { data: typeof document === 'undefined' ? null : readBootData(), readAt: Date.now() };
  return boot;
}

/**
 * TanStack Query options that start a query from the boot data instead of a round trip; the query
 * refetches as usual once its staleTime has passed.
 */
export function bootSeed<T>(pick: (data: BootData) => T) {
  return {
    initialData: (): T | undefined => {
      const { data } = bootData();
      return data ? pick(data) : undefined;
    },
    initialDataUpdatedAt: () => bootData().readAt,
  };
}
