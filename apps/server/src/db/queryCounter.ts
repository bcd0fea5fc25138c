import pg from 'pg';
import type { Db } from './client';

/**
 * Counts the statements a database handle sends, for the bench (queries per call) and for the tests that keep
 * the bet path's count from growing unnoticed (issue 30). On node-postgres every `query` of a client of the
 * handle's pool is one round trip (BEGIN and COMMIT included); on PGlite the statements of `query`, `exec` and a
 * transaction's BEGIN and COMMIT are counted the same way.
 */
export interface QueryCounter {
  /** Statements sent since the start or the last reset. */
  readonly count: number;
  /** Their texts, first line, when `keepTexts` is set. */
  readonly texts: string[];
  reset(): void;
  stop(): void;
}

type QueryFn = (...args: unknown[]) => unknown;

const firstLine = (q: unknown) => {
  const text = typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? '');
  return text.trim().split('\n')[0]!.slice(0, 160);
};

export function countQueries(db: Db, options: { keepTexts?: boolean } = {}): QueryCounter {
  let count = 0;
  const texts: string[] = [];
  const seen = (q: unknown) => {
    count++;
    if (options.keepTexts) texts.push(firstLine(q));
  };
  const client = (db as unknown as { $client: unknown }).$client as Record<string, unknown>;
  const undo: Array<() => void> = [];
  const patch = (target: Record<string, unknown>, name: string, wrap: (orig: QueryFn) => QueryFn) => {
    const had = Object.prototype.hasOwnProperty.call(target, name);
    const orig = target[name] as QueryFn;
    target[name] = wrap(orig);
    undo.push(() => {
      if (had) target[name] = orig;
      else delete target[name];
    });
  };
  if (client instanceof pg.Pool) {
    const pool = client as unknown as { _clients?: unknown[] };
    patch(
      pg.Client.prototype as unknown as Record<string, unknown>,
      'query',
      (orig) =>
        function (this: unknown, ...args: unknown[]) {
          if (!pool._clients || pool._clients.includes(this)) seen(args[0]);
          return orig.apply(this, args);
        },
    );
  } else {
    const counted = (orig: QueryFn) =>
      function (this: unknown, ...args: unknown[]) {
        seen(args[0]);
        return orig.apply(this, args);
      };
    patch(client, 'query', counted);
    patch(client, 'exec', counted);
    patch(
      client,
      'transaction',
      (orig) =>
        function (this: unknown, fn: unknown) {
          seen('begin');
          return (orig as (f: unknown) => Promise<unknown>)
            .call(this, (tx: Record<string, unknown>) => {
              // A transaction's handle lives only as long as it: wrapped in place, nothing to undo.
              tx.query = counted(tx.query as QueryFn);
              tx.exec = counted(tx.exec as QueryFn);
              return (fn as (t: unknown) => unknown)(tx);
            })
            .finally(() => seen('commit'));
        },
    );
  }
  return {
    get count() {
      return count;
    },
    texts,
    reset() {
      count = 0;
      texts.length = 0;
    },
    stop() {
      for (const u of undo.reverse()) u();
    },
  };
}
