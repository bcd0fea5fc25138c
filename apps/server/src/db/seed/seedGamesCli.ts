/**
 * `npm run seed:games -- --count 10000 [--brand LOTUS]`: fills a scale catalogue (scaleCatalogue.ts)
 * into DATABASE_URL, else DATA_DIR's PGlite (default ./data). The database is migrated, and the demo
 * brand and catalogue are seeded first when it is empty. PGlite is one process's database: stop the
 * server that uses the same DATA_DIR before running this, or the two will corrupt it.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemoAccountsIfEmpty } from './demoAccounts';
import { DEMO_MERCHANT, seedDemoBrandIfEmpty } from './demoBrand';
import { seedDemoGamesIfEmpty } from './games';
import { seedScaleCatalogue } from './scaleCatalogue';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    brand: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'usage: npm run seed:games -- [--count 10000] [--brand LOTUS]   (DATABASE_URL or DATA_DIR; stop the server on a PGlite DATA_DIR first)',
  );
  process.exit(0);
}
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--count must be an integer from 1 to 1000000');
  process.exit(2);
}
const config = loadConfig();
const merchantCode = values.brand ?? config.defaultMerchant ?? DEMO_MERCHANT;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
if (!config.databaseUrl) console.log(`PGlite allows one process: make sure no server runs on ${config.dataDir}.`);

const started = performance.now();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await database.migrate();
  await seedDemoBrandIfEmpty(database.db);
  await seedDemoAccountsIfEmpty(database.db);
  await seedDemoGamesIfEmpty(database.db);
  const result = await seedScaleCatalogue(database.db, { count, merchantCode });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${where}: ${result.games} games over ${result.vendors} vendors offered to ${merchantCode} in ${seconds} s (existing codes were kept).`,
  );
} finally {
  await database.close();
}
