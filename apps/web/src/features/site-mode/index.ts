export { SiteModeGate } from './SiteModeGate';
export { systemStatusKey, useSystemStatus } from './queries';
