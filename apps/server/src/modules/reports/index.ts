import { defineModule } from '../../moduleKit';
import { registerReportRoutes } from './routes';
import { dashboardCommand, reportCommand } from '../../cli/commands/report';
import { sumReportDays } from './dayTables';
import { registerSignificantEventRoutes } from './significantRoutes';
import { registerSignificantAlertRoutes } from './significantAlertRoutes';
import { runSignificantAlerts } from './significantAlerts';

/** Operators' reports and the dashboard; the reports' day tables (their job) and the significant events. */
export default defineModule({
  name: 'reports',
  opsRoutes: [registerReportRoutes, registerSignificantEventRoutes, registerSignificantAlertRoutes],
  jobs: [
    { name: 'reports.sumDays', run: (ctx) => sumReportDays(ctx) },
    { name: 'significant.alerts', run: (ctx) => runSignificantAlerts(ctx) },
  ],
  commands: [dashboardCommand, reportCommand],
});
