export {
  VIEWPORTS,
  launchBrowser,
  newPage,
  pageErrors,
  assertNoPageErrors,
  screenshot,
  type NewPageOptions,
} from './browser';
export { ops, opsApi, api, resetSiteModes } from './ops';
export { baseUrl, opsKey } from './env';
export { dataDir, readOutbox, waitForMessage, waitForSmsCode, waitForMailLink, type OutboxMessage } from './outbox';
export { solveSlider, readCaptcha, fillImageCaptcha } from './captcha';
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
