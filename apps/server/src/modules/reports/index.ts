import { defineModule } from '../../moduleKit';
import { registerReportRoutes } from './routes';
import { dashboardCommand, reportCommand } from '../../cli/commands/report';
import { sumReportDays } from './dayTables';
import { registerSignificantEventRoutes } from './significantRoutes';
import { registerSignificantAlertRoutes } from './significantAlertRoutes';
import { runSignificantAlerts } from './significantAlerts';
import { noteFailedSignIn } from './signInBursts';

/** Operators' reports and the dashboard; the reports' day tables (their job) and the significant events. */
export default defineModule({
  name: 'reports',
  opsRoutes: [registerReportRoutes, registerSignificantEventRoutes, registerSignificantAlertRoutes],
  jobs: [
    { name: 'reports.sumDays', run: (ctx) => sumReportDays(ctx) },
    { name: 'significant.alerts', run: (ctx) => runSignificantAlerts(ctx) },
  ],
  commands: [dashboardCommand, reportCommand],
  // Bursts of failed sign-ins are significant events; accounts and operators publish each failure.
  handlers: () => ({
    'signIn.failed': async (db, f) => {
      await noteFailedSignIn(db, { merchantId: f.merchantId, username: f.username, ip: f.ip }, f.at);
    },
  }),
});
