import { DOCTOR_PATH, type DoctorReport } from '@lotus/contracts';
import { OpsError } from '../client';
import { UsageError, defineCommand } from '../types';

export const doctorCommand = defineCommand({
  name: 'doctor',
  summary: 'Check the running site against the production checklist (what NODE_ENV=production refuses)',
  usage: [
    'doctor',
    '  one line per check (ok or FAIL, the setting, what holds or is wrong) and the fix of each failure;',
    '  exits 1 when a check fails, as a server started with NODE_ENV=production would refuse to start',
  ],
  async run(ctx) {
    if (ctx.args.length) throw new UsageError(`doctor: unexpected argument "${ctx.args[0]}"`);
    const report = await ctx.client.get<DoctorReport>(DOCTOR_PATH);
    ctx.print(`NODE_ENV=production: ${report.production ? 'yes' : 'no'}`);
    for (const c of report.checks) {
      ctx.print(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.setting}: ${c.detail}`);
      if (!c.ok) ctx.print(`      fix: ${c.fix}`);
    }
    const failed = report.checks.filter((c) => !c.ok).length;
    if (failed > 0) {
      throw new OpsError(
        `${failed} of ${report.checks.length} checks fail: ${report.production ? 'this production site would not start again with' : 'a start with NODE_ENV=production would refuse'} these settings (docs/DEPLOY.md, "Production checklist")`,
      );
    }
    ctx.print(`all ${report.checks.length} checks pass`);
  },
});
