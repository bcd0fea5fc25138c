import { BOOT_ELEMENT_ID, bootDataSchema, type BootData } from '@lotus/contracts';

/**
 * The brand's boot data that the server inlines into index.html (status, permission and menu as
 * the API would answer them), or null when the page has none (the Vite dev server) or it does not
 * match the contract; the queries then ask the API as usual.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = bootDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
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
