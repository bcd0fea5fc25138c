import type { ParseArgsConfig } from 'node:util';
import type { OpsClient } from './client';

/** Where the CLI prints: process.stdout, or a collector in tests. */
export interface Output {
  write(chunk: string): unknown;
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** What a command receives once its arguments are parsed. */
export interface CommandContext {
  /** Positional arguments after the command name (`switch CASINO on` → ['CASINO', 'on']). */
  args: string[];
  /** Parsed options (the command's own plus the global ones). */
  options: Record<string, string | boolean | (string | boolean)[] | undefined>;
  client: OpsClient;
  /** Prints one line. */
  print(line?: string): void;
  /** Where the operator's session is kept for this server (undefined: sessions are not used). */
  session: { file: string | undefined; url: string };
  /** Asks for a secret without echoing it. */
  prompt(question: string): Promise<string>;
  env: NodeJS.ProcessEnv;
}

/**
 * One entry of the command table. A command group (`region`, `announce`) is one command whose first
 * positional argument names the action.
 */
export interface Command {
  name: string;
  /** One line for `help`. */
  summary: string;
  /** Usage lines, shown by `help <name>` and after a usage error. */
  usage: string[];
  options?: OptionSpec;
  run(ctx: CommandContext): Promise<void>;
}

/** A mistake in the command line itself: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export const defineCommand = (command: Command) => command;
