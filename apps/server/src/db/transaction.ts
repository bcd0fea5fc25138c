import type { Db, Tx } from './client';
import { isRetryable } from './sqlResult';

type TransactionOptions = Parameters<Db['transaction']>[1];

/**
 * Runs `fn` in a transaction and runs it again (up to `retries` times, with a short random pause)
 * when PostgreSQL aborts it with a serialization failure or a deadlock. `fn` must therefore be
 * safe to repeat: only database work, no side effects outside the transaction.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Tx) => Promise<T>,
  options: { retries?: number; config?: TransactionOptions } = {},
): Promise<T> {
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => fn(tx), options.config);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
  }
}
