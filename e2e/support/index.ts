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
