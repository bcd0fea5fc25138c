import type { JobName } from '@lotus/contracts';
import type { FastifyInstance } from 'fastify';
import type { Command } from './cli/types';
import type { ServerConfig } from './config';
import type { AppContext, Job } from './context';
import type { Db } from './db/client';
import type { EventHandlers, EventName } from './events';
// The Fastify augmentations the modules' routes rely on (the device cookie, per-route compression), for the
// programs that load the module list without app.ts's plugins (the CLI, the e2e specs).
import type {} from './plugins/compression';
import type {} from './plugins/deviceCookie';

/** Registers routes on the app (a module's `routes` or `opsRoutes`). */
export type RouteRegistrar = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

/** One step of the seed of an empty database (server.ts runs them in the module list's order). */
export type SeedStep = (db: Db, config: ServerConfig) => Promise<unknown>;

/**
 * What a server module is to the rest of the server (docs/architecture/server-modules.md): each module
 * declares it in its `index.ts` with `defineModule`, and modules/index.ts lists them once. app.ts registers
 * the routes, createAppContext subscribes the handlers and collects the jobs, server.ts seeds and starts the
 * jobs, and the operator CLI offers the commands, all by walking that one list.
 */
export interface ServerModule {
  /** The folder's name (modules/<name>). */
  name: string;
  /** Member and site routes (/wps, /lgw, webhooks, pages). */
  routes?: RouteRegistrar[];
  /** Operator routes (/ops), each behind `ctx.ops.scope`. */
  opsRoutes?: RouteRegistrar[];
  /** Background jobs (the job runner runs each under its lock; `npm run ops -- jobs run <name>`). */
  jobs?: (Job & { name: JobName })[];
  /** Demo data for an empty database. */
  seed?: SeedStep[];
  /** Command groups of `npm run ops` (clients of this module's operator routes). */
  commands?: Command[];
  /** The events it publishes (events.ts), for the reader: the type of `publish` is what checks them. */
  publishes?: EventName[];
  /** What it does on other modules' events, in their transaction (events.ts). */
  handlers?: (ctx: AppContext) => EventHandlers;
}

export const defineModule = (module: ServerModule): ServerModule => module;
