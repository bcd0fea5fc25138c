import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/chromium';
import { startServer, webIndex } from './support/server';

/** Starts the real server the whole run shares (support/server.ts) and hands its address to the specs. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(webIndex)) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (`npm test` does it for you)');
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\``);
  }
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('opsKey', server.opsKey);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
