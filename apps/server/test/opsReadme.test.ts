import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli';

/**
 * Every `npm run ops -- …` line of README.md runs as written: its arguments with `--help` added are
 * accepted by the command line (exit 0), and the usage printed is the documented command's.
 */
const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const PREFIX = 'npm run ops -- ';

/** The shell words of a command line: double and single quotes, `#` comments, `\` continuations. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '#' && word === null) break;
    else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

/**
 * The documented command lines (continuations joined) and the inline `npm run ops -- …` of the
 * text, without the prefix; a `<command>` placeholder is not a command.
 */
function documentedCommands(markdown: string): string[][] {
  const lines = markdown.replace(/\\\n\s*/g, ' ').split('\n');
  const blocks = lines.filter((l) => l.startsWith(PREFIX)).map((l) => l.slice(PREFIX.length));
  const inline = [...markdown.matchAll(/`npm run ops -- ([^`]+)`/g)].map((m) => m[1]!);
  return [...blocks, ...inline].map(shellWords).filter((argv) => argv.length > 0 && !argv[0]!.startsWith('<'));
}

async function run(argv: string[]) {
  let text = '';
  const out = { write: (s: string) => (text += s) };
  const code = await runCli(argv, { url: 'http://127.0.0.1:9', key: 'unused', out, env: {} });
  return { code, text };
}

describe('the operator commands of README.md', () => {
  const commands = documentedCommands(README);

  it('documents the commands of the `ops` script', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.ops).toBeTruthy();
    expect(commands.length).toBeGreaterThan(20);
    expect(shellWords('a "b c" d # e')).toEqual(['a', 'b c', 'd']);
  });

  it.each(commands.map((argv) => [argv.join(' '), argv] as const))('%s --help', async (_, argv) => {
    const { code, text } = await run([...argv, '--help']);
    expect(code, text).toBe(0);
    const command = argv[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text).toMatch(new RegExp(`^usage: ${PREFIX}${command}( |$)`, 'm'));
  });
});
