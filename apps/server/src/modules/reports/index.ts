import { defineModule } from '../../moduleKit';
import { registerReportRoutes } from './routes';
import { dashboardCommand, reportCommand } from '../../cli/commands/report';

/** Operators' reports and the dashboard. */
export default defineModule({
  name: 'reports',
  opsRoutes: [registerReportRoutes],
  commands: [dashboardCommand, reportCommand],
});
