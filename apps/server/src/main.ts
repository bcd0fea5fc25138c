import { loadConfig } from './config';
import { startServer } from './server';

const server = await startServer(loadConfig());
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
