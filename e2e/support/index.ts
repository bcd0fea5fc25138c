export { VIEWPORTS, newPage, screenshot } from './browser';
export { ops, opsApi, resetSiteModes } from './ops';
export { baseUrl, useServer } from './env';
export { startServer, type TestServer } from './server';
export { houseFrame, spinUntilBalanceMoves } from './house';
export { waitForSmsCode, waitForMailLink } from './outbox';
export { solveSlider } from './captcha';
export {
  DEMO01,
  bindBankAccount,
  deposit,
  fundedNewMember,
  memberApi,
  readyDemo01ToPay,
  requestWithdrawal,
  setUpPayee,
} from './money';
export {
  uniqueUsername,
  uniqueMobile,
  testIp,
  openLoginDialog,
  loginWithPassword,
  accountButton,
  registerThroughDialog,
  logoutThroughMenu,
} from './accounts';
