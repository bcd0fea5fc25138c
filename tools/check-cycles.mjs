#!/usr/bin/env node
// Fails when
// 1. the server's modules (apps/server/src/modules/<m>) or the web's features (apps/web/src/features/<f>)
//    import each other in a cycle, counting value imports only (a type-only import carries no code). A cycle
//    between two modules means neither can be understood, tested or moved without the other: one of them
//    holds code that belongs to the other, or to a third;
// 2. two files anywhere in apps/server/src or apps/web/src import each other's values in a cycle, counting
//    static value imports (a dynamic `import()` is a lazy boundary: the lazy panel may import back the
//    trigger that loads it), so that the order files are evaluated in never matters;
// 3. apps/server/src/lib imports from apps/server/src/modules (lib is below the modules: anything that
//    needs a module belongs to that module, or reaches it through the context).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = [
  { name: 'server module', dir: 'apps/server/src/modules' },
  { name: 'web feature', dir: 'apps/web/src/features', alias: ['@/', 'apps/web/src/'] },
];

/** Every source file under `dir`; tests may bring features together, so they do not count. */
function sources(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/**
 * The imports of a file: value imports (static, re-exports and, unless `staticOnly`, dynamic), without
 * type-only ones (`import type`, or braces that name only types); with `types`, those too.
 */
function imports(code, { staticOnly = false, types = false } = {}) {
  const found = [];
  const re =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(re)) {
    if (m[5]) {
      if (!staticOnly) found.push(m[5]);
      continue;
    }
    const braces = m[3]?.match(/^\s*\{([^}]*)\}\s*from\s*$/s);
    const names = braces
      ? braces[1]
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
    const typeOnly = Boolean(m[2]) || (names.length > 0 && names.every((n) => n.startsWith('type ')));
    if (types || !typeOnly) found.push(m[4]);
  }
  return found;
}
const valueImports = (code) => imports(code);

/** The file an import names (extensionless, or a folder's index), when it is one of the repository's. */
function resolveFile(from, source, alias) {
  let target;
  if (source.startsWith('.')) target = path.resolve(path.dirname(from), source);
  else if (alias && source.startsWith(alias[0])) target = path.join(root, alias[1], source.slice(alias[0].length));
  else return undefined;
  for (const c of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return undefined;
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const out = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return out;
}

let failed = false;
for (const area of AREAS) {
  const base = path.join(root, area.dir);
  const graph = new Map();
  const why = new Map();
  for (const file of sources(base)) {
    const from = path.relative(base, file).split(path.sep)[0];
    for (const source of valueImports(fs.readFileSync(file, 'utf8'))) {
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else if (area.alias && source.startsWith(area.alias[0]))
        target = path.join(root, area.alias[1], source.slice(area.alias[0].length));
      else continue;
      const rel = path.relative(base, target);
      if (rel.startsWith('..')) continue;
      const to = rel.split(path.sep)[0];
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      const key = `${from}->${to}`;
      if (!why.has(key)) why.set(key, `${path.relative(root, file)} imports '${source}'`);
    }
  }
  for (const scc of cycles(graph)) {
    failed = true;
    console.error(`✗ ${area.name}s import each other in a cycle: ${scc.join(', ')}`);
    for (const a of scc) for (const b of scc) if (why.has(`${a}->${b}`)) console.error(`    ${why.get(`${a}->${b}`)}`);
  }
}

// 2. File-level value import cycles.
for (const area of [{ dir: 'apps/server/src' }, { dir: 'apps/web/src', alias: ['@/', 'apps/web/src/'] }]) {
  const graph = new Map();
  for (const file of sources(path.join(root, area.dir))) {
    const targets = new Set();
    for (const source of imports(fs.readFileSync(file, 'utf8'), { staticOnly: true })) {
      const target = resolveFile(file, source, area.alias);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  for (const scc of cycles(graph)) {
    failed = true;
    console.error(`✗ files of ${area.dir} import each other's values in a cycle:`);
    for (const f of scc) console.error(`    ${path.relative(root, f)}`);
  }
}

// 3. The server's lib is below its modules (type imports count too: lib names nothing of a module).
const lib = path.join(root, 'apps/server/src/lib');
const modules = path.join(root, 'apps/server/src/modules');
for (const file of sources(lib)) {
  for (const source of imports(fs.readFileSync(file, 'utf8'), { types: true })) {
    if (!source.startsWith('.')) continue;
    if (!path.relative(modules, path.resolve(path.dirname(file), source)).startsWith('..')) {
      failed = true;
      console.error(`✗ ${path.relative(root, file)} imports '${source}': apps/server/src/lib never imports a module`);
    }
  }
}

if (failed) process.exit(1);
console.log(
  'no import cycles between server modules, web features or files (value imports); the server lib imports no module',
);
