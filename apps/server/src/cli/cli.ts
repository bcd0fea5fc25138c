import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readOpsKey } from '../lib/opsKey';
import { OpsClient, OpsError } from './client';
import { promptSecret, readSession, sessionFilePath } from './session';
import { COMMANDS } from './commands/index';
import { HELP_CENTRE_ACTIONS, helpCenterCommand } from './commands/help';
import { UsageError, type Command, type OptionSpec, type Output } from './types';

/** Options every command accepts. */
const GLOBAL_OPTIONS: OptionSpec = {
  url: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

export interface CliOptions {
  /** Server base URL; `--url` on the command line wins. Default http://127.0.0.1:$PORT (8080). */
  url?: string;
  /** Operator key. Default OPS_KEY, else DATA_DIR/ops.key (DATA_DIR default ./data). */
  key?: string;
  /** Where `login` keeps the operator's session; default OPS_SESSION_FILE, else ~/.lotus/ops-session.json
   * (not read when `key` is given without it: a caller with its own key means the key). */
  sessionFile?: string;
  /** Asks for a secret (the password, a code); default: the terminal, without echo. */
  prompt?: (question: string) => Promise<string>;
  out?: Output;
  /** Where errors go; defaults to `out` when that is given, else stderr. */
  err?: Output;
  env?: NodeJS.ProcessEnv;
}

const helpCommand: Command = {
  name: 'help',
  summary: 'Show the commands, or one command in detail',
  usage: ['help [command]'],
  async run({ args, print }) {
    const name = args[0];
    if (name) {
      const command = findCommand(name);
      if (!command) throw new UsageError(`unknown command "${name}"`);
      print(`${command.summary}\n`);
      print(usageText(command));
      return;
    }
    print(GENERAL_HELP);
  },
};

const table = (): Command[] => [...COMMANDS, helpCommand];
const findCommand = (name: string) => table().find((c) => c.name === name);
const usageText = (c: Command) =>
  c.usage.map((u, i) => `${i === 0 || !u.startsWith(' ') ? 'usage: npm run ops -- ' : ''}${u}`).join('\n');

const GENERAL_HELP = [
  'Lotus operator command line: a client of the operator API of a running server.',
  '',
  'usage: npm run ops -- <command> [arguments] [--url URL]',
  '',
  'commands:',
  ...table().map((c) => `  ${c.name.padEnd(12)} ${c.summary}`),
  '',
  'global options:',
  '  --url URL    the server (default http://127.0.0.1:$PORT, PORT default 8080)',
  '  -h, --help   help for a command',
  '',
  'Commands run as the operator signed in with `npm run ops -- login` (its session is kept in',
  'OPS_SESSION_FILE, default ~/.lotus/ops-session.json); without a session, as "automation" with the',
  'operator key from OPS_KEY, else DATA_DIR/ops.key (DATA_DIR default ./data), which the server writes',
  'on its first start. `npm run ops -- help <command>` shows its arguments.',
].join('\n');

function resolveKey(options: CliOptions, env: NodeJS.ProcessEnv): string {
  if (options.key) return options.key;
  if (env.OPS_KEY) return env.OPS_KEY;
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const key = readOpsKey(dataDir);
  if (!key) {
    throw new OpsError(
      `no operator key: set OPS_KEY, or start the server once so that it writes ${path.join(dataDir, 'ops.key')} (set DATA_DIR if the server uses another data directory)`,
    );
  }
  return key;
}

/** Runs one command line (without the leading `npm run ops --`); resolves to the exit code. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const out = options.out ?? process.stdout;
  const err = options.err ?? options.out ?? process.stderr;
  const print = (line = '') => void out.write(`${line}\n`);
  const fail = (line: string) => void err.write(`${line}\n`);

  // The command is the first positional argument; global options may stand anywhere.
  const { tokens } = parseArgs({
    args: argv,
    options: GLOBAL_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const first = tokens.find((t) => t.kind === 'positional');
  const name = first?.kind === 'positional' ? first.value : undefined;
  // `help import|list|remove …` is the help centre's command group; `help [command]` the CLI's own help.
  const second = tokens.filter((t) => t.kind === 'positional')[1];
  const helpCentre =
    name === 'help' &&
    second?.kind === 'positional' &&
    (HELP_CENTRE_ACTIONS as readonly string[]).includes(second.value);
  const command = helpCentre ? helpCenterCommand : name ? findCommand(name) : helpCommand;
  if (!command) {
    fail(`error: unknown command "${name}"\n`);
    fail(GENERAL_HELP);
    return 2;
  }
  const rest = first?.kind === 'positional' ? argv.filter((_, i) => i !== first.index) : argv;

  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...GLOBAL_OPTIONS, ...command.options },
        strict: true,
        allowPositionals: true,
      });
    } catch (error) {
      throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
    }
    if (parsed.values.help) {
      print(`${command.summary}\n`);
      print(usageText(command));
      return 0;
    }
    const url = (parsed.values.url as string | undefined) ?? options.url ?? `http://127.0.0.1:${env.PORT || 8080}`;
    if (!/^https?:\/\/[^/]/.test(url)) throw new UsageError(`--url: expected http://host:port, got "${url}"`);
    const sessionFile = options.sessionFile ?? (options.key ? undefined : sessionFilePath(env));
    const client = new OpsClient({
      url,
      key: () => resolveKey(options, env),
      token: () => (sessionFile ? readSession(sessionFile, url)?.token : undefined),
    });
    await command.run({
      args: parsed.positionals,
      options: parsed.values,
      client,
      print,
      session: { file: sessionFile, url },
      prompt: options.prompt ?? promptSecret,
      env,
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      fail(`error: ${error.message}\n`);
      fail(usageText(command));
      return 2;
    }
    if (error instanceof OpsError) {
      const code = error.errorCode ? ` [${error.errorCode}${error.field ? `, field ${error.field}` : ''}]` : '';
      fail(`error: ${error.message}${code}`);
      return 1;
    }
    fail(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  process.exitCode = await runCli(process.argv.slice(2));
}
