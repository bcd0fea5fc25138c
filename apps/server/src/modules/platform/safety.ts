import { eq } from 'drizzle-orm';
import type { SafetyCheck } from '@lotus/contracts';
import type { ServerConfig } from '../../config';
import type { Tx } from '../../db/client';
import { operators } from '../../db/schema/index';
import { DEMO_OWNER } from '../../db/seed/demoOperators';
import { metricsSafetyCheck } from '../../plugins/metrics';
import { verifyPassword } from '../accounts/passwords';

/**
 * What a production site must not run with (issue 29, DESIGN.md "Running"): the development defaults that
 * make a fresh `npm start` convenient. A server started with NODE_ENV=production refuses to serve while any
 * check fails, naming every failing setting at once with its fix (assertSafeForProduction, from startServer);
 * `npm run ops -- doctor` shows the same checks for a running site (GET /ops/doctor). docs/DEPLOY.md
 * "Production checklist" lists them.
 */
export async function safetyChecks(config: ServerConfig, db: Tx): Promise<SafetyCheck[]> {
  const secret = 'at least 16 random characters, e.g. `openssl rand -base64 32`, the same on every process';
  const checks: SafetyCheck[] = [
    {
      setting: 'SANDBOX_ENABLED',
      ok: !config.money.sandboxEnabled,
      detail: config.money.sandboxEnabled
        ? 'the sandbox payment gateway and vendor are served (/sandbox/...): any member approves its own deposit and is credited'
        : 'the sandbox payment gateway and vendor are off',
      fix: 'set SANDBOX_ENABLED=false, or leave it unset (off with NODE_ENV=production)',
    },
    {
      setting: 'TEST_CLOCK',
      ok: !config.money.testClock,
      detail: config.money.testClock
        ? "the operator key may move the server's clock forward (POST /ops/jobs/clock, acceptance tests only)"
        : 'the clock is real time',
      fix: 'unset TEST_CLOCK (or set TEST_CLOCK=false)',
    },
    {
      setting: 'OPS_KEY',
      ok: !!config.opsKey,
      detail: config.opsKey
        ? 'the operator key comes from the environment'
        : 'the operator key is the one generated in DATA_DIR/ops.key on the first start',
      fix: `set OPS_KEY to ${secret}`,
    },
    {
      setting: 'CODE_HMAC_SECRET',
      ok: !!config.accounts.codeHmacSecret,
      detail: config.accounts.codeHmacSecret
        ? 'the secret of one-time codes and operator two-factor comes from the environment'
        : 'the secret of one-time codes and operator two-factor is the one generated in DATA_DIR/code-hmac.key',
      fix: `set CODE_HMAC_SECRET to ${secret} (keep the old value while operators have two-factor set up with it)`,
    },
    {
      setting: 'SITE_RSA_PRIVATE_KEY',
      ok: !!config.accounts.siteRsaPrivateKey,
      detail: config.accounts.siteRsaPrivateKey
        ? 'the key of encrypted sign-ins comes from the environment'
        : 'the key of encrypted sign-ins is the one generated in DATA_DIR/site-rsa.pem',
      fix: 'set SITE_RSA_PRIVATE_KEY to an RSA private key in PKCS#8 PEM (`openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:3072`), the same on every process',
    },
    metricsSafetyCheck(config),
  ];

  const active = (
    await db
      .select({
        id: operators.id,
        username: operators.username,
        passwordHash: operators.passwordHash,
        totpRequired: operators.totpRequired,
        totpEnabled: operators.totpEnabled,
      })
      .from(operators)
      .where(eq(operators.status, 'active'))
  ).sort((a, b) => a.id - b.id);
  const owner = active.find((o) => o.username.toLowerCase() === DEMO_OWNER.username);
  const demoPassword = owner ? await verifyPassword(owner.passwordHash, DEMO_OWNER.password) : false;
  checks.push({
    setting: `operator "${DEMO_OWNER.username}" (the demo owner)`,
    ok: !demoPassword,
    detail: demoPassword
      ? `operator #${owner!.id} "${owner!.username}" still has the demo password README publishes`
      : 'no active operator has the demo password',
    fix: owner
      ? `change it (sign in to /console as ${owner.username}, or \`OPS_NEW_PASSWORD=… npm run ops -- operator set ${owner.id} --reset-password\`), or disable it (\`npm run ops -- operator set ${owner.id} --disable\`)`
      : 'a production database is not seeded with the demo owner; create operators with `npm run ops -- operator create`',
  });
  const without = active.filter((o) => !o.totpRequired && !o.totpEnabled);
  const names = without.map((o) => `#${o.id} "${o.username}"`).join(', ');
  checks.push({
    setting: 'operator two-factor',
    ok: without.length === 0,
    detail:
      without.length === 0
        ? 'every active operator signs in with two-factor (or sets it up at its next sign-in)'
        : `active operators that may sign in without two-factor: ${names}`,
    fix: `each turns two-factor on in /console (Account, two-factor), or is disabled (\`npm run ops -- operator set <id> --disable\`); \`npm run ops -- operator create\` requires two-factor unless --no-totp`,
  });
  return checks;
}

/** The refusal of a production start: every failing check, with its fix. */
export class UnsafeProductionError extends Error {
  constructor(readonly failed: SafetyCheck[]) {
    super(
      [
        `NODE_ENV=production: refusing to start with ${failed.length} unsafe setting${failed.length === 1 ? '' : 's'}:`,
        ...failed.map((c) => `  - ${c.setting}: ${c.detail}.\n    fix: ${c.fix}`),
        'The sandbox, the test clock and the generated keys are for demos and tests (`npm start` without NODE_ENV=production).',
        'docs/DEPLOY.md, "Production checklist"; `npm run ops -- doctor` shows these checks for a running site.',
      ].join('\n'),
    );
    this.name = 'UnsafeProductionError';
  }
}

/** With NODE_ENV=production, throws UnsafeProductionError naming every failing check; otherwise nothing. */
export async function assertSafeForProduction(config: ServerConfig, db: Tx): Promise<void> {
  if (!config.production) return;
  const failed = (await safetyChecks(config, db)).filter((c) => !c.ok);
  if (failed.length > 0) throw new UnsafeProductionError(failed);
}
