import { defineModule } from '../../moduleKit';
import { registerBrandOpsRoutes } from './opsRoutes';
import { seedDemoBrandIfEmpty } from '../../db/seed/demoBrand';
import { brandsCommand } from '../../cli/commands/brands';
import { switchCommand } from '../../cli/commands/switch';
import { maintenanceCommand } from '../../cli/commands/maintenance';
import { regionCommand } from '../../cli/commands/region';
import { settingsCommand } from '../../cli/commands/settings';

/** Brands (merchants): settings, switches, maintenance, region rules, domains, banners. */
export default defineModule({
  name: 'brands',
  opsRoutes: [registerBrandOpsRoutes],
  seed: [(db) => seedDemoBrandIfEmpty(db)],
  commands: [brandsCommand, switchCommand, maintenanceCommand, regionCommand, settingsCommand],
});
