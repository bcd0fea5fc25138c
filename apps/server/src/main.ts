import { loadConfig } from './config';
import { UnsafeProductionError } from './modules/platform/safety';
import { startServer } from './server';

let server;
try {
  server = await startServer(loadConfig());
} catch (error) {
  // A production start with development settings: say which and how to fix them, without a stack trace.
  if (!(error instanceof UnsafeProductionError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const running = server;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
