// A tiny local ESLint plugin for the import boundaries of docs/ARCHITECTURE.md:
// - in apps/web/src/features/<a>/**, another feature is imported only through its index
//   (`@/features/<b>`) or its entry for lazily loaded code (`@/features/<b>/lazy`), never its
//   internals (`@/features/<b>/x`, `../<b>/x`);
// - in apps/server/src/modules/<a>/**, another module's repository (repository.ts or <what>Repository.ts) is
//   never imported (call its service);
//   type-only imports (row types such as `Merchant`) are allowed, since they carry no data access.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FEATURES = 'apps/web/src/features/';
const MODULES = 'apps/server/src/modules/';

const toPosix = (p) => p.split(path.sep).join('/');
const stripExt = (p) => p.replace(/\.(ts|tsx|js|jsx|mjs|cjs)$/, '');

/** The folder right under `base` that `rel` lies in, and what follows it. */
function under(base, rel) {
  if (!rel.startsWith(base)) return undefined;
  const [name, ...rest] = rel.slice(base.length).split('/');
  return { name, rest };
}

/** Where an import points, as a repo-relative path, when it is an alias or relative import. */
function target(fileRel, source) {
  if (source.startsWith('@/')) return `apps/web/src/${source.slice(2)}`;
  if (source.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), source));
  return undefined;
}

/** A feature's public entries: index.ts (loaded with the site) and lazy.ts (only for lazily loaded code). */
const PUBLIC_ENTRIES = ['index', 'lazy'];
/** A module's SQL: repository.ts, or <what>Repository.ts when a large module splits it by purpose. */
const isRepository = (file) => /^(repository|\w+Repository)$/.test(file);
const isPublicEntry = (rest) => rest.length === 0 || (rest.length === 1 && PUBLIC_ENTRIES.includes(stripExt(rest[0])));

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features and server modules behind their public entry points' },
    schema: [],
    messages: {
      feature:
        "Feature '{{from}}' may not import the internals of feature '{{to}}' ('{{source}}'): import from '@/features/{{to}}' (or, for code only lazy chunks need, '@/features/{{to}}/lazy') and export what you need from its index.ts (lazy.ts), or move shared code to components/ or lib/.",
      repository:
        "Module '{{from}}' may not import the repository of module '{{to}}' ('{{source}}'): call a function of modules/{{to}}/service.ts instead.",
    },
  },
  create(context) {
    const fileRel = toPosix(path.relative(root, context.filename));
    const feature = under(FEATURES, fileRel);
    const module = under(MODULES, fileRel);
    if (!feature?.rest.length && !module?.rest.length) return {};

    function check(node, source, typeOnly = false) {
      if (typeof source !== 'string') return;
      const to = target(fileRel, source);
      if (!to) return;
      if (feature?.rest.length) {
        const other = under(FEATURES, to);
        if (other && other.name !== feature.name && !isPublicEntry(other.rest)) {
          context.report({ node, messageId: 'feature', data: { from: feature.name, to: other.name, source } });
        }
      }
      if (module?.rest.length && !typeOnly && !source.startsWith('@/')) {
        const other = under(MODULES, stripExt(to));
        if (other && other.name !== module.name && other.rest.length === 1 && isRepository(other.rest[0])) {
          context.report({ node, messageId: 'repository', data: { from: module.name, to: other.name, source } });
        }
      }
    }

    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    const fromSource = (node) => node.source && check(node.source, node.source.value, typeOnly(node));
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: 'lotus-boundaries' }, rules: { boundaries: rule } };
