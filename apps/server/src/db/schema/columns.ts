// Column kinds the schema files share, so every table spells a moment and an amount the same way.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A moment: `timestamp with time zone`. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money in integer minor units: `bigint`, read as a JS bigint (never a float). */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
