export { SiteModeGate } from './SiteModeGate';
export { useSystemStatus } from './queries';
