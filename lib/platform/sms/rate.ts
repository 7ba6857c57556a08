import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { smsSendSlots } from "@/db/schema";

/**
 * Reserves the sender's next send slot and answers how many ms to wait for it. One upsert:
 * concurrent workers (in any process) each get their own slot, 1/rate seconds apart.
 */
export async function reserveSendSlot(db: Db, sender: string, perSecond: number): Promise<number> {
  const gap = `${Math.max(1, Math.round(1000 / perSecond))} milliseconds`;
  const [row] = await db
    .insert(smsSendSlots)
    .values({ sender, nextAt: sql`clock_timestamp() + ${gap}::interval` })
    .onConflictDoUpdate({
      target: smsSendSlots.sender,
      set: { nextAt: sql`greatest(${smsSendSlots.nextAt}, clock_timestamp()) + ${gap}::interval` },
    })
    .returning({ waitMs: sql<number>`greatest(0, extract(epoch from (${smsSendSlots.nextAt} - ${gap}::interval - clock_timestamp())) * 1000)::float8` });
  return Number(row.waitMs);
}
