import { PATHS, type Permission, type SettingsNode } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

/** permission: the brand's whitelabel, resources, customer service… (sends the host as `url`). */
export const fetchPermission = (): Promise<Permission> =>
  apiValue(PATHS.permission, { query: { url: window.location.host }, schema: (c) => c.permissionSchema });

/** menu: the brand's settings tree. */
export const fetchMenu = (): Promise<SettingsNode[]> => apiValue(PATHS.menu, { schema: (c) => c.menuSchema });
