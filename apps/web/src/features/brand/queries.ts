import { useQuery } from '@tanstack/react-query';
import { fetchMenu, fetchPermission } from './api';
import { bootSeed } from './boot';
import { storeSettings } from './flags';

export const brandKeys = { permission: ['permission'] as const, menu: ['menu'] as const };

export function usePermissionQuery() {
  return useQuery({
    queryKey: brandKeys.permission,
    queryFn: fetchPermission,
    staleTime: 5 * 60_000,
    ...bootSeed((boot) => boot.permission),
  });
}

export function useMenuQuery() {
  return useQuery({
    queryKey: brandKeys.menu,
    queryFn: async () => {
      const tree = await fetchMenu();
      storeSettings(tree);
      return tree;
    },
    staleTime: 5 * 60_000,
    ...bootSeed((boot) => {
      storeSettings(boot.menu);
      return boot.menu;
    }),
  });
}
