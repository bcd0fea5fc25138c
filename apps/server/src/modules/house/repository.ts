import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { createSeedPair, hashServerSeed, type GameId } from '@lotus/house';
import type { HouseStore, NewRound, StoredPair, StoredRound } from '@lotus/house/provider';
import type { Db, Tx } from '../../db/client';
import { houseRounds, houseSeedPairs } from '../../db/schema/provider';
import { inTransaction } from '../../db/transaction';

type PairRow = typeof houseSeedPairs.$inferSelect;
type RoundRow = typeof houseRounds.$inferSelect;

const toPair = (r: PairRow): StoredPair => ({ ...r, status: r.status as StoredPair['status'] });
const toRound = (r: RoundRow): StoredRound => ({
  ...r,
  game: r.game as GameId,
  mode: r.mode as StoredRound['mode'],
  status: r.status as StoredRound['status'],
  totalStake: Number(r.totalStake),
  totalWin: Number(r.totalWin),
  balanceAfter: r.balanceAfter === null ? null : Number(r.balanceAfter),
});

async function ensurePair(tx: Tx, playerId: string, now: Date): Promise<void> {
  const fresh = createSeedPair();
  await tx
    .insert(houseSeedPairs)
    .values({ playerId, ...fresh, status: 'active', createdAt: now })
    .onConflictDoNothing();
}

/** The house provider's storage on the server's database (tables house_seed_pairs, house_rounds). */
export function houseStore(db: Db): HouseStore {
  const active = async (tx: Tx, playerId: string) => {
    const [row] = await tx
      .select()
      .from(houseSeedPairs)
      .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.status, 'active')));
    return row;
  };
  const pairById = async (tx: Tx, id: number) => {
    const [row] = await tx.select().from(houseSeedPairs).where(eq(houseSeedPairs.id, id));
    return row!;
  };
  return {
    async activePair(playerId, now) {
      let row = await active(db, playerId);
      if (!row) {
        await ensurePair(db, playerId, now);
        row = await active(db, playerId);
      }
      return toPair(row!);
    },
    async startRound(playerId, now, build: (pair: StoredPair, nonce: number) => NewRound) {
      return inTransaction(db, async (tx) => {
        await ensurePair(tx, playerId, now);
        // Takes the nonce under the row lock: one nonce, one round.
        const [taken] = await tx
          .update(houseSeedPairs)
          .set({ nonce: sql`${houseSeedPairs.nonce} + 1` })
          .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.status, 'active')))
          .returning();
        const pair = toPair(taken!);
        const nonce = pair.nonce - 1;
        const r = build({ ...pair, nonce }, nonce);
        const [row] = await tx
          .insert(houseRounds)
          .values({
            ...r,
            seedPairId: pair.id,
            nonce,
            totalStake: BigInt(r.totalStake),
            totalWin: BigInt(r.totalWin),
            status: 'pending',
          })
          .returning();
        return toRound(row!);
      });
    },
    async updateRound(id, patch) {
      const { balanceAfter, ...rest } = patch;
      await db
        .update(houseRounds)
        .set({
          ...rest,
          ...(balanceAfter !== undefined ? { balanceAfter: balanceAfter === null ? null : BigInt(balanceAfter) } : {}),
        })
        .where(eq(houseRounds.id, id));
    },
    async rotate(playerId, clientSeed, now) {
      return inTransaction(db, async (tx) => {
        await ensurePair(tx, playerId, now);
        const [old] = await tx
          .update(houseSeedPairs)
          .set({ status: 'revealed', revealedAt: now })
          .where(and(eq(houseSeedPairs.playerId, playerId), eq(houseSeedPairs.status, 'active')))
          .returning();
        const fresh = createSeedPair(clientSeed ?? old!.clientSeed);
        const [next] = await tx
          .insert(houseSeedPairs)
          .values({ playerId, ...fresh, status: 'active', createdAt: now })
          .returning();
        if (hashServerSeed(old!.serverSeed) !== old!.serverSeedHash) throw new Error('seed pair corrupted');
        return { revealed: toPair(old!), next: toPair(next!) };
      });
    },
    async getRound(id) {
      const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
      if (!row) return undefined;
      return { round: toRound(row), pair: toPair(await pairById(db, row.seedPairId)) };
    },
    async listRounds(playerId, limit, of) {
      const rows = await db
        .select({ r: houseRounds, p: houseSeedPairs })
        .from(houseRounds)
        .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
        .where(and(eq(houseRounds.playerId, playerId), eq(houseRounds.game, of.game), eq(houseRounds.mode, of.mode)))
        .orderBy(desc(houseRounds.createdAt), desc(houseRounds.nonce))
        .limit(limit);
      return rows.map(({ r, p }) => ({ round: toRound(r), pair: toPair(p) }));
    },
    async advanceRound(id, from, to) {
      const rows = await db
        .update(houseRounds)
        .set({ bet: to.bet, outcome: to.outcome, totalWin: BigInt(to.totalWin) })
        .where(
          and(
            eq(houseRounds.id, id),
            eq(houseRounds.status, 'bet_placed'),
            sql`${houseRounds.bet} = ${JSON.stringify(from)}::jsonb`,
          ),
        )
        .returning({ id: houseRounds.id });
      return rows.length === 1;
    },
    async unfinishedRounds(before, limit, openBefore) {
      const rows = await db
        .select()
        .from(houseRounds)
        .where(
          and(
            inArray(houseRounds.status, ['pending', 'bet_placed']),
            lt(houseRounds.createdAt, before),
            // An open round (the player is to move) waits for the player until `openBefore`.
            or(
              sql`${houseRounds.outcome}->>'finished' is distinct from 'false'`,
              lt(houseRounds.createdAt, openBefore),
            ),
          ),
        )
        .orderBy(houseRounds.createdAt)
        .limit(limit);
      return rows.map(toRound);
    },
  };
}
