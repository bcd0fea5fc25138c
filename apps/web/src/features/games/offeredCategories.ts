import type { CategoryNavEntry } from '@lotus/contracts';
import { useMemo } from 'react';
import { useBrand } from '@/features/brand';
import { useGameVendors } from './queries';

/**
 * The brand's game categories that have games to play. A category none of whose vendors the brand
 * offers (only connected vendors are offered) is not advertised in the header, the side menu, the
 * home tiles, the footer or the phone's bottom bar: an honest catalogue (docs/ARCHITECTURE.md).
 * The server already names only offered categories in the brand's whitelabel (boot data), so the first
 * paint is right; the vendor list, once read, keeps it right if the offer changes while the page is open.
 */
export function useOfferedCategories(): CategoryNavEntry[] {
  const { whitelabel } = useBrand();
  const vendors = useGameVendors();
  return useMemo(() => {
    if (!vendors.data) return whitelabel.gameCategories;
    const offered = new Set(vendors.data.filter((c) => c.vendors.length > 0).map((c) => c.gameCategory));
    return whitelabel.gameCategories.filter((c) => offered.has(c.gameType));
  }, [vendors.data, whitelabel.gameCategories]);
}
