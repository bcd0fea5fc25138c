/**
 * The responsible-gaming module's face (docs/API.md "Responsible gaming"): the checks the deposit,
 * launch, bet and promotion paths call, and what its routes use. The member's settings and their
 * changes are in settings.ts, the checks in enforcement.ts, the reality check and statement in
 * activity.ts, what a limit has used in usage.ts, the ends the system records (and the rg.settle job) in
 * ends.ts, the history's views in history.ts.
 */
export {
  assertMayDeposit,
  assertMayLaunch,
  assertMayTakePart,
  assertMayTransferIn,
  depositRoom,
  refusalToBet,
} from './enforcement';
export { settleResponsibleGaming } from './ends';
export { reality, statement } from './activity';
export {
  confirmLimit,
  operatorView,
  rgStanding,
  setLimit,
  setSession,
  settingsView,
  startExclusion,
  startTimeout,
} from './settings';
