export { SecurityCenterPage } from './SecurityCenterPage';
