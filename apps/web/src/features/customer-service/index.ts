export { useContactUs, customerServiceUrl, CS_POPUP } from './useContactUs';
