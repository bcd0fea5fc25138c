import { PATHS, type SystemStatus } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

export const fetchSystemStatus = (): Promise<SystemStatus> =>
  apiValue(PATHS.systemStatus, { schema: (c) => c.systemStatusSchema });
