import type { Command } from '../types';
import { announceCommand } from './announce';
import { bankCommand } from './bank';
import { depositCommand } from './deposit';
import { moneyCommand } from './money';
import { withdrawalCommand } from './withdrawal';
import { brandsCommand } from './brands';
import { maintenanceCommand } from './maintenance';
import { regionCommand } from './region';
import { switchCommand } from './switch';
import { helpCenterCommand } from './help';
import { feedbackCommand } from './feedback';
import { chatCommand } from './chat';
import { promoCommand } from './promo';
import { referralCommand } from './referral';
import { rebateCommand } from './rebate';
import { vipCommand } from './vip';
import { rgCommand } from './rg';
import { memberCommand } from './member';
import { loginCommand, logoutCommand, whoamiCommand } from './login';
import { operatorCommand } from './operator';
import { auditCommand } from './audit';
import { settingsCommand } from './settings';
import { gamesCommand } from './games';
import { broadcastCommand } from './broadcast';
import { dashboardCommand, reportCommand } from './report';
import { pointsCommand } from './points';
import { missionCommand } from './mission';
import { agentCommand } from './agent';
import { lotteryCommand } from './lottery';
import { sportsCommand } from './sports';
import { doctorCommand } from './doctor';

/**
 * The command table of `npm run ops`. To add a command: write `commands/<group>.ts` exporting a
 * `defineCommand({...})` and list it here; `help` picks it up.
 */
export const COMMANDS: Command[] = [
  brandsCommand,
  switchCommand,
  maintenanceCommand,
  regionCommand,
  announceCommand,
  depositCommand,
  bankCommand,
  withdrawalCommand,
  moneyCommand,
  helpCenterCommand,
  feedbackCommand,
  chatCommand,
  promoCommand,
  referralCommand,
  rebateCommand,
  pointsCommand,
  missionCommand,
  vipCommand,
  rgCommand,
  memberCommand,
  agentCommand,
  lotteryCommand,
  sportsCommand,
  loginCommand,
  logoutCommand,
  whoamiCommand,
  operatorCommand,
  auditCommand,
  settingsCommand,
  gamesCommand,
  broadcastCommand,
  dashboardCommand,
  reportCommand,
  doctorCommand,
];
