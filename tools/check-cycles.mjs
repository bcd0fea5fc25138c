#!/usr/bin/env node
// Fails when the server's modules (apps/server/src/modules/<m>) or the web's features
// (apps/web/src/features/<f>) import each other in a cycle, counting value imports only (a type-only
// import carries no code). A cycle between two modules means neither can be understood, tested or
// moved without the other: one of them holds code that belongs to the other, or to a third.
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

/** The value imports of a file (static, re-exports and dynamic), without type-only ones. */
function valueImports(code) {
  const found = [];
  const re =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(re)) {
    if (m[4]) found.push(m[4]);
    else if (!m[2]) found.push(m[3]);
  }
  return found;
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
if (failed) process.exit(1);
console.log('no import cycles between server modules or between web features');
