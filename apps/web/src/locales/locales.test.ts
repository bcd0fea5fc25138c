import { ERROR_CODES, LEDGER_ENTRY_TYPES } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '@/lib/api';
import { mergeTexts } from '@/lib/i18n';
import enConsole from './en/console.json';
import enPages from './en/pages.json';
import enShell from './en/shell.json';
import viConsole from './vi/console.json';
import viPages from './vi/pages.json';
import viShell from './vi/shell.json';

type Tree = { [key: string]: string | Tree };

// A language's texts: its shell part, its pages part and the operator console's part together, merged
// as lib/i18n merges them.
const vi = mergeTexts(mergeTexts(viShell, viPages), viConsole) as Tree;
const en = mergeTexts(mergeTexts(enShell, enPages), enConsole) as Tree;

/** Every leaf key as a dotted path. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function leaf(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const viKeys = keys(vi).sort();
const enKeys = keys(en).sort();

describe('locale files', () => {
  it('splits each language the same way, with no key in both parts', () => {
    expect(keys(viShell as Tree).sort()).toEqual(keys(enShell as Tree).sort());
    for (const [shell, pages] of [
      [viShell, viPages],
      [enShell, enPages],
    ] as Tree[][]) {
      const inPages = new Set(keys(pages!));
      expect(keys(shell!).filter((k) => inPages.has(k))).toEqual([]);
    }
  });

  it('keeps the operator console’s texts in their own part, alike in both languages', () => {
    expect(keys(viConsole as Tree).sort()).toEqual(keys(enConsole as Tree).sort());
    for (const [shell, pages, console] of [
      [viShell, viPages, viConsole],
      [enShell, enPages, enConsole],
    ] as Tree[][]) {
      const site = new Set([...keys(shell!), ...keys(pages!)]);
      expect(keys(console!).filter((k) => site.has(k))).toEqual([]);
      // Its own namespace, and texts of the operator API's error codes that only the console shows.
      expect(Object.keys(console!).sort()).toEqual(['console', 'errors']);
    }
  });

  it('vi and en have the same key sets', () => {
    const missingInEn = viKeys.filter((k) => !enKeys.includes(k));
    const missingInVi = enKeys.filter((k) => !viKeys.includes(k));
    expect({ missingInEn, missingInVi }).toEqual({ missingInEn: [], missingInVi: [] });
  });

  it('has no empty strings', () => {
    expect(viKeys.filter((k) => !leaf(vi, k)?.trim())).toEqual([]);
    expect(enKeys.filter((k) => !leaf(en, k)?.trim())).toEqual([]);
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const vars = (s: string | undefined) => [...(s ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differing = viKeys.filter((k) => JSON.stringify(vars(leaf(vi, k))) !== JSON.stringify(vars(leaf(en, k))));
    expect(differing).toEqual([]);
  });

  it('translates the client error codes and the codes the site shell shows', () => {
    // Other server codes fall back to the server's own (already localised) message.
    const shell = [
      'system_error',
      'service_unavailable',
      'system_maintenance',
      'region_restricted',
      'merchant_not_found',
      'TOO_MANY_REQUESTS',
      'user.or.token.invalid',
    ];
    expect(shell.filter((c) => !(ERROR_CODES as readonly string[]).includes(c))).toEqual([]);
    const codes = [...shell, ...CLIENT_ERROR_CODES];
    expect(codes.filter((c) => !leaf(vi, `errors.${c}`))).toEqual([]);
    expect(codes.filter((c) => !leaf(en, `errors.${c}`))).toEqual([]);
  });

  it('names every ledger entry type, for the member’s history and its filter and for the console', () => {
    // A type without a text shows its raw key (issue 33: money.entryTypes.bonus_forfeit in the history).
    for (const tree of [vi, en]) {
      expect(LEDGER_ENTRY_TYPES.filter((type) => !leaf(tree, `money.entryTypes.${type}`))).toEqual([]);
      expect(LEDGER_ENTRY_TYPES.filter((type) => !leaf(tree, `console.members.entryTypes.${type}`))).toEqual([]);
    }
  });

  it('keeps the texts SPEC §8 gives verbatim in English', () => {
    expect(leaf(en, 'siteMode.maintenance.text')).toBe('We are currently performing a system maintenance');
    expect(leaf(en, 'siteMode.restriction.text')).toBe(
      'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
    );
  });
});
