// The operator's member search by payee name: bank accounts' holder names and those of withdrawals.
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { foldedContains } from '../../lib/foldText';
import { bankAccounts, withdrawalOrders } from '../../db/schema/index';

/** Ids of the brands' members with a bank account or a withdrawal to a holder name containing `name` (at most `limit`). */
export async function memberIdsByPayeeName(
  db: Tx,
  merchantIds: number[],
  name: string,
  limit = 500,
): Promise<number[]> {
  if (merchantIds.length === 0 || !name.trim()) return [];
  const fromAccounts = await db
    .selectDistinct({ id: bankAccounts.memberId })
    .from(bankAccounts)
    .where(
      and(inArray(bankAccounts.merchantId, merchantIds), foldedContains(sql`${bankAccounts.accountName}`, name.trim())),
    )
    .limit(limit);
  const fromOrders = await db
    .selectDistinct({ id: withdrawalOrders.memberId })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.merchantId, merchantIds),
        foldedContains(sql`(${withdrawalOrders.bank}->>'accountName')`, name.trim()),
      ),
    )
    .limit(limit);
  return [...new Set([...fromAccounts, ...fromOrders].map((r) => r.id))];
}
