import { OPERATOR_PATHS, type OperatorSelf } from '@lotus/contracts';
import { OpsError } from '../client';
import { removeSession, writeSession } from '../session';
import { UsageError, defineCommand, type CommandContext } from '../types';
import { stringOption } from './shared';

function sessionFile(ctx: CommandContext): string {
  if (!ctx.session.file) throw new UsageError('sessions are off for this run (an operator key was given)');
  return ctx.session.file;
}

/** `login [username] [--code 123456]`: signs in as an operator; the password from OPS_PASSWORD or a prompt. */
export const loginCommand = defineCommand({
  name: 'login',
  summary: 'Sign in as an operator: later commands run as you, not as the shared key',
  usage: [
    'login <username> [--code 123456]',
    '  the password comes from OPS_PASSWORD or is asked for; the two-factor code from --code or is asked for',
  ],
  options: { code: { type: 'string' } },
  async run(ctx) {
    const file = sessionFile(ctx);
    const username = ctx.args[0] ?? ctx.env.OPS_USER;
    if (!username) throw new UsageError('login: missing <username>');
    const password = ctx.env.OPS_PASSWORD ?? (await ctx.prompt('Password: '));
    let code = stringOption(ctx, 'code');
    const attempt = () =>
      ctx.client.post<{ token: string; operator: OperatorSelf }>(OPERATOR_PATHS.login, { username, password, code });
    let session;
    try {
      session = await attempt();
    } catch (error) {
      if (!(error instanceof OpsError) || error.errorCode !== 'operator_totp_required' || code) throw error;
      code = (await ctx.prompt('Two-factor code: ')).trim();
      session = await attempt();
    }
    writeSession(file, { url: ctx.session.url, username, token: session.token });
    const me = session.operator;
    ctx.print(`signed in as ${me.username} (${me.role}${me.brands ? `, brands ${me.brands.join(', ')}` : ''})`);
    if (me.mustChangePassword) ctx.print('you must change your password first: npm run ops -- password');
    if (me.mustSetupTotp) ctx.print('you must set up two-factor first: npm run ops -- totp setup');
  },
});

export const logoutCommand = defineCommand({
  name: 'logout',
  summary: 'End the operator session of this server',
  usage: ['logout'],
  async run(ctx) {
    const file = sessionFile(ctx);
    await ctx.client.post(OPERATOR_PATHS.logout, {}).catch(() => undefined);
    removeSession(file, ctx.session.url);
    ctx.print('signed out');
  },
});

export const whoamiCommand = defineCommand({
  name: 'whoami',
  summary: 'Who the commands run as: the signed-in operator or automation (the operator key)',
  usage: ['whoami'],
  async run(ctx) {
    const me = await ctx.client.get<OperatorSelf>(OPERATOR_PATHS.me);
    ctx.print(`${me.username} (${me.kind === 'automation' ? 'automation, the operator key' : me.role})`);
    ctx.print(`brands: ${me.brands ? me.brands.join(', ') : 'all'}`);
    ctx.print(`permissions: ${me.permissions.join(', ')}`);
  },
});
