import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMenu, fetchPermission } from './api';
import { bootSeed } from './boot';
import { storeSettings } from './flags';

export const brandKeys = { permission: ['permission'] as const, menu: ['menu'] as const };

/** The brand's permission answer, seeded from the boot data in the HTML. */
export const permissionQuery = () =>
  queryOptions({
    queryKey: brandKeys.permission,
    queryFn: fetchPermission,
    staleTime: 5 * 60_000,
    ...bootSeed((boot) => boot.permission),
  });

/** The brand's settings tree (menu), stored per modId whenever it arrives; seeded from the boot data. */
export const menuQuery = () =>
  queryOptions({
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

export const usePermissionQuery = () => useQuery(permissionQuery());

export const useMenuQuery = () => useQuery(menuQuery());
