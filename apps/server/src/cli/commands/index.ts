import { MODULES } from '../../modules';
import type { Command } from '../types';

/**
 * The command table of `npm run ops`: every module's commands (its descriptor's `commands`, modules/index.ts),
 * in the module list's order. To add a command: write `cli/commands/<group>.ts` exporting a
 * `defineCommand({...})` and list it in the owning module's `index.ts`; `help` picks it up.
 */
export const COMMANDS: Command[] = MODULES.flatMap((m) => m.commands ?? []);
