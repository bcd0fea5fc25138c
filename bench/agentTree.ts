/**
 * The agent tree's storage, measured (issue 14, docs/ARCHITECTURE.md "The agent tree"): one tree of
 * 10,000 accounts under one agent, depth 10, stored four ways side by side — the recursive CTE over
 * `upline_id`, a closure table, a materialised path (text, `text_pattern_ops`) and ltree (GiST) — and
 * the queries the agent centre makes timed on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set, on PostgreSQL (a scratch database created and dropped).
 *
 *   npx tsx bench/agentTree.ts [--members 10000] [--depth 10] [--reps 30]
 *
 * Timed per layout (median and p95 of --reps runs, milliseconds):
 * - team: the whole subtree of the root agent joined to a bets table and summed (the team pages' shape);
 * - mid team: the same for an agent on level 3;
 * - probe: "is member X in agent Y's team" (every agent-centre call on a downline);
 * - insert: registering one account under a level-9 account (upkeep);
 * - move: moving a level-3 agent (with its subtree) under another level-2 agent, and back.
 */
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import pg from 'pg';

interface Client {
  name: string;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const MEMBERS = arg('members', 10_000);
const DEPTH = arg('depth', 10);
const REPS = arg('reps', 30);

/** A deterministic tree: level 0 is the root agent, then DEPTH levels of about MEMBERS / DEPTH accounts. */
function buildTree(): { id: number; upline: number | null; level: number }[] {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
  const rows = [{ id: 1, upline: null as number | null, level: 0 }];
  let previous = [1];
  let next = 2;
  const perLevel = Math.ceil(MEMBERS / DEPTH);
  for (let level = 1; level <= DEPTH; level++) {
    const current: number[] = [];
    for (let i = 0; i < perLevel && next <= MEMBERS + 1; i++) {
      const upline = previous[Math.floor(rand() * previous.length)]!;
      rows.push({ id: next, upline, level });
      current.push(next++);
    }
    previous = current;
  }
  return rows;
}

async function setUp(c: Client, withLtree: boolean) {
  const tree = buildTree();
  const paths = new Map<number, number[]>();
  for (const r of tree) paths.set(r.id, r.upline === null ? [r.id] : [...paths.get(r.upline)!, r.id]);
  await c.exec(`
    create table m (id int primary key, upline_id int, level int not null, path text not null ${withLtree ? ', lpath ltree not null' : ''});
    create index m_upline_idx on m (upline_id, id);
    create index m_path_idx on m (path text_pattern_ops);
    ${withLtree ? 'create index m_lpath_idx on m using gist (lpath);' : ''}
    create table closure (ancestor_id int not null, descendant_id int not null, depth int not null, primary key (ancestor_id, descendant_id));
    create index closure_descendant_idx on closure (descendant_id, depth);
    create table bets (member_id int not null, valid_bet bigint not null);
    create index bets_member_idx on bets (member_id);
  `);
  const chunk = 1000;
  for (let i = 0; i < tree.length; i += chunk) {
    const part = tree.slice(i, i + chunk);
    const values = part
      .map((r) => {
        const p = paths.get(r.id)!;
        const lp = withLtree ? `, '${p.join('.')}'` : '';
        return `(${r.id}, ${r.upline ?? 'null'}, ${r.level}, '/${p.join('/')}/'${lp})`;
      })
      .join(',');
    await c.exec(`insert into m (id, upline_id, level, path${withLtree ? ', lpath' : ''}) values ${values}`);
    const links: string[] = [];
    for (const r of part) {
      const p = paths.get(r.id)!;
      for (let d = 1; d < p.length; d++) links.push(`(${p[p.length - 1 - d]}, ${r.id}, ${d})`);
    }
    if (links.length) await c.exec(`insert into closure values ${links.join(',')}`);
  }
  // Five bets per account.
  await c.exec(`insert into bets select id, (id * 7919) % 100000 from m, generate_series(1, 5)`);
  await c.exec('analyze');
  const mid = tree.find((r) => r.level === 3)!.id;
  const leaf9 = tree.find((r) => r.level === 9)!.id;
  const last = tree[tree.length - 1]!.id;
  const otherLevel2 = tree
    .filter((r) => r.level === 2)
    .find((r) => r.id !== tree.find((x) => x.id === mid)!.upline)!.id;
  return { mid, leaf9, last, midUpline: tree.find((x) => x.id === mid)!.upline!, otherLevel2, nextId: last + 1 };
}

type Layout = 'cte' | 'closure' | 'path' | 'ltree';

const subtree: Record<Layout, (agent: string) => string> = {
  cte: (a) => `with recursive t(id) as (select id from m where upline_id = ${a}
      union all select m.id from m join t on m.upline_id = t.id) select id from t`,
  closure: (a) => `select descendant_id from closure where ancestor_id = ${a}`,
  path: (a) => `select id from m where path like (select path from m where id = ${a}) || '_%'`,
  ltree: (a) => `select id from m where lpath <@ (select lpath from m where id = ${a}) and id <> ${a}`,
};
const probe: Record<Layout, (agent: string, member: string) => string> = {
  cte: (a, x) => `with recursive up(id, upline_id) as (select id, upline_id from m where id = ${x}
      union all select m.id, m.upline_id from m join up on m.id = up.upline_id) select 1 from up where upline_id = ${a} limit 1`,
  closure: (a, x) => `select 1 from closure where ancestor_id = ${a} and descendant_id = ${x}`,
  path: (a, x) => `select 1 from m x, m a where x.id = ${x} and a.id = ${a} and x.path like a.path || '_%'`,
  ltree: (a, x) => `select 1 from m x, m a where x.id = ${x} and a.id = ${a} and x.lpath <@ a.lpath and x.id <> a.id`,
};

async function time(reps: number, fn: () => Promise<unknown>) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return `${at(0.5).toFixed(2)} / ${at(0.95).toFixed(2)}`;
}

async function insertOne(c: Client, layout: Layout, id: number, upline: number) {
  switch (layout) {
    case 'cte':
      break;
    case 'closure':
      await c.query(
        `insert into closure select $2::int, $1::int, 1 union all select ancestor_id, $1::int, depth + 1 from closure where descendant_id = $2::int`,
        [id, upline],
      );
      break;
    case 'path':
      await c.query(`update m set path = (select path from m where id = $2) || $1 || '/' where id = $1`, [id, upline]);
      break;
    case 'ltree':
      await c.query(`update m set lpath = (select lpath from m where id = $2) || $1::text where id = $1`, [id, upline]);
      break;
  }
}

async function move(c: Client, layout: Layout, node: number, to: number) {
  switch (layout) {
    case 'cte':
      await c.query('update m set upline_id = $2 where id = $1', [node, to]);
      break;
    case 'closure':
      await c.query(
        `delete from closure t where t.ancestor_id in (select ancestor_id from closure where descendant_id = $1)
          and (t.descendant_id = $1 or t.descendant_id in (select descendant_id from closure where ancestor_id = $1))`,
        [node],
      );
      await c.query(
        `insert into closure select up.a, sub.d, up.depth + sub.depth
           from (select $2::int as a, 1 as depth union all select ancestor_id, depth + 1 from closure where descendant_id = $2::int) up
           cross join (select $1::int as d, 0 as depth union all select descendant_id, depth from closure where ancestor_id = $1::int) sub`,
        [node, to],
      );
      break;
    case 'path':
      await c.query(
        `update m set path = (select path from m where id = $2) || substr(m.path, length(o.p) - length($1::text))
           from (select path as p from m where id = $1) o where m.path like o.p || '%'`,
        [node, to],
      );
      break;
    case 'ltree':
      await c.query(
        `update m set lpath = (select lpath from m where id = $2) || subpath(m.lpath, nlevel(o.p) - 1)
           from (select lpath as p from m where id = $1) o where m.lpath <@ o.p`,
        [node, to],
      );
      break;
  }
}

async function measure(c: Client, layouts: Layout[]) {
  const s = await setUp(c, layouts.includes('ltree'));
  const lines: string[] = [];
  let nextId = s.nextId + 1000;
  for (const layout of layouts) {
    const team = (a: number) =>
      c.query(`select count(*), sum(valid_bet) from bets where member_id in (${subtree[layout](String(a))})`);
    const check = await c.query(`select count(*)::int as n from (${subtree[layout]('1')}) s`);
    const cells = [
      await time(REPS, () => team(1)),
      await time(REPS, () => team(s.mid)),
      await time(REPS, () => c.query(probe[layout]('1', String(s.last)))),
      await time(REPS, async () => {
        const id = nextId++;
        await c.query(
          `insert into m (id, upline_id, level, path${layouts.includes('ltree') ? ', lpath' : ''}) values ($1, $2, 10, ''${layouts.includes('ltree') ? ", ''" : ''})`,
          [id, s.leaf9],
        );
        if (layout !== 'cte') await insertOne(c, layout, id, s.leaf9);
      }),
      await time(Math.min(REPS, 10), async () => {
        await move(c, layout, s.mid, s.otherLevel2);
        await move(c, layout, s.mid, s.midUpline);
      }),
    ];
    lines.push(`| ${c.name} | ${layout} | ${check.rows[0]!.n} | ${cells.join(' | ')} |`);
  }
  return lines;
}

async function main() {
  console.log(`agent tree: ${MEMBERS} accounts, depth ${DEPTH}, ${REPS} runs (median / p95 ms; move = there and back)`);
  console.log('| database | layout | team size | team sum | level-3 team sum | probe | insert | move |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const lite = new PGlite({ extensions: { ltree } });
  await lite.exec('create extension if not exists ltree');
  const liteClient: Client = {
    name: 'PGlite',
    query: (q, p) => lite.query(q, p) as Promise<{ rows: Record<string, unknown>[] }>,
    exec: async (q) => void (await lite.exec(q)),
    close: () => lite.close(),
  };
  for (const l of await measure(liteClient, ['cte', 'closure', 'path', 'ltree'])) console.log(l);
  await liteClient.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = `agent_tree_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  try {
    let layouts: Layout[] = ['cte', 'closure', 'path', 'ltree'];
    try {
      await db.query('create extension if not exists ltree');
    } catch {
      layouts = ['cte', 'closure', 'path'];
      console.log('(ltree is not installed on this PostgreSQL: left out)');
    }
    const client: Client = {
      name: 'PostgreSQL',
      query: (q, p) => db.query(q, p),
      exec: async (q) => void (await db.query(q)),
      close: () => db.end(),
    };
    for (const l of await measure(client, layouts)) console.log(l);
  } finally {
    await db.end();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

await main();
