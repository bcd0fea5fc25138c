import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { GeoLocator } from './modules/site-mode/geo';

/** What every module receives: the database and the process-wide services. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  geo: GeoLocator;
  /** The operator key the ops API accepts. */
  opsKey: string;
  now(): Date;
}
