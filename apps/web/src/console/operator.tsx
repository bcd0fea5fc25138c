import type { OperatorSelf } from '@lotus/contracts';
import { createContext, useContext } from 'react';
import type { ConsolePermission } from './routes';

/** The signed-in operator (GET me), given to every page of the signed-in console. */
export const OperatorContext = createContext<OperatorSelf | null>(null);

export function useOperator(): OperatorSelf {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator needs the signed-in console (OperatorContext)');
  return operator;
}

/** Whether the signed-in operator holds `permission` (for a button inside a page). */
export function useCan(permission: ConsolePermission): boolean {
  return useOperator().permissions.includes(permission);
}
