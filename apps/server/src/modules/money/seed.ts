import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/index';
import { DEMO_MERCHANT } from '../../db/seed/demoBrand';
import { seedDemoChannelsIfEmpty } from '../payments/service';

/** The demo brand's payment channels, when it has none (server start, tests). */
export async function seedDemoMoneyIfEmpty(db: Db): Promise<boolean> {
  const [brand] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (!brand) return false;
  return seedDemoChannelsIfEmpty(db, brand.id);
}
