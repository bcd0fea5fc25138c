import { bootDataSchema, type BootData } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { siteModeFor } from '../../plugins/requestContext';
import { loadSettingsTree, type Merchant } from '../brands/service';
import { permissionFor } from '../system/service';

/**
 * What /wps/system/status, /permission and /menu would answer this visitor of this brand, from the
 * same services. Parsed with the contract like the routes' serializer does, so only declared
 * fields leave the server and the web sees exactly what the API would have sent.
 */
export async function loadBootData(ctx: AppContext, merchant: Merchant, ip: string): Promise<BootData> {
  const systemStatus = siteModeFor(ctx, merchant, ip);
  const [permission, menu] = await Promise.all([
    permissionFor(ctx.db, merchant, systemStatus),
    loadSettingsTree(ctx.db, merchant.id),
  ]);
  return bootDataSchema.parse({ systemStatus, permission, menu });
}
