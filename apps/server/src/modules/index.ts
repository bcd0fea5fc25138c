import type { ServerModule } from '../moduleKit';
import system from './system';
import platform from './platform';
import brands from './brands';
import siteMode from './site-mode';
import crypto from './crypto';
import captcha from './captcha';
import messaging from './messaging';
import verification from './verification';
import accounts from './accounts';
import agents from './agents';
import audit from './audit';
import membersOps from './members-ops';
import games from './games';
import ledger from './ledger';
import wallets from './wallets';
import deposits from './deposits';
import withdrawals from './withdrawals';
import kyc from './kyc';
import transfers from './transfers';
import turnover from './turnover';
import inbox from './inbox';
import announcements from './announcements';
import help from './help';
import feedback from './feedback';
import support from './support';
import promotions from './promotions';
import rebate from './rebate';
import referral from './referral';
import vip from './vip';
import points from './points';
import missions from './missions';
import agentContracts from './agent-contracts';
import agentReports from './agent-reports';
import reports from './reports';
import records from './records';
import responsibleGaming from './responsible-gaming';
import sandbox from './sandbox';
import provider from './provider';
import launch from './launch';
import house from './house';
import lottery from './lottery';
import sports from './sports';
import corrections from './corrections';
import queues from './queues';
import jobs from './jobs';
import operators from './operators';
import webapp from './webapp';

/**
 * Every server module, once (docs/architecture/server-modules.md). app.ts registers their routes, createAppContext
 * subscribes their event handlers and collects their jobs, server.ts runs their seed steps and the operator CLI
 * offers their commands, all in this order. Where the order matters:
 * - seed: brands first (every row belongs to a brand), then accounts, games, deposits, … as each seed reads the
 *   rows of the ones before it; operators' demo owner last;
 * - events: handlers run in this order in the publisher's transaction (a credited deposit: promotions, then
 *   referral, as before the bus);
 * - routes: webapp last, its static files and catch-all after every API route;
 * - the CLI's `help` lists the commands in this order.
 */
export const MODULES: readonly ServerModule[] = [
  system,
  platform,
  brands,
  siteMode,
  crypto,
  captcha,
  messaging,
  verification,
  accounts,
  agents,
  audit,
  membersOps,
  games,
  ledger,
  wallets,
  deposits,
  withdrawals,
  kyc,
  transfers,
  turnover,
  inbox,
  announcements,
  help,
  feedback,
  support,
  promotions,
  rebate,
  referral,
  vip,
  points,
  missions,
  agentContracts,
  agentReports,
  reports,
  records,
  responsibleGaming,
  sandbox,
  provider,
  launch,
  house,
  lottery,
  sports,
  corrections,
  queues,
  jobs,
  operators,
  webapp,
];
