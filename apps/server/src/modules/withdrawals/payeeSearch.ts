// The operator's member search by payee name: bank accounts' holder names and those of withdrawals.
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankAccounts, withdrawalOrders } from '../../db/schema/index';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ids of the brands' members with a bank account or a withdrawal to a holder name containing `name` (at most `limit`). */
export async function memberIdsByPayeeName(
  db: Tx,
  merchantIds: number[],
  name: string,
  limit = 500,
): Promise<number[]> {
  if (merchantIds.length === 0 || !name.trim()) return [];
  const p = contains(name.trim());
  const fromAccounts = await db
    .selectDistinct({ id: bankAccounts.memberId })
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.merchantId, merchantIds), sql`${bankAccounts.accountName} ilike ${p}`))
    .limit(limit);
  const fromOrders = await db
    .selectDistinct({ id: withdrawalOrders.memberId })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.merchantId, merchantIds),
        sql`(${withdrawalOrders.bank}->>'accountName') ilike ${p}`,
      ),
    )
    .limit(limit);
  return [...new Set([...fromAccounts, ...fromOrders].map((r) => r.id))];
}
