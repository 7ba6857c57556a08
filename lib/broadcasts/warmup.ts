import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { WARMUP_CAPS } from "./constants";

/**
 * Domain warm-up (beyond the spec). Mailbox providers distrust a domain that starts sending
 * thousands of messages at once, so a location's custom sending domain sends its broadcasts at a
 * growing daily cap: 50, 100, 250, 500, 1,000 on its first five days (UTC), then doubling each
 * day. The rest of a broadcast waits for the next day (the broadcast shows when it resumes).
 * Mail from the platform sender, and a location's other email, is not capped here.
 */

/** The cap on day `day` (0 = the day of the domain's first broadcast). */
export function warmupCap(day: number): number {
  if (day < WARMUP_CAPS.length) return WARMUP_CAPS[Math.max(0, day)];
  return WARMUP_CAPS[WARMUP_CAPS.length - 1] * 2 ** Math.min(day - WARMUP_CAPS.length + 1, 30);
}

export type Warmup = { domainId: number; remaining: number; resumesAt: Date };

/**
 * How many more broadcast emails the location's sending domain may send today, or null when it
 * sends from the platform sender. Counts every location sending through the domain (a company
 * may share one). Starts the domain's warm-up on its first broadcast. Call inside the sender's
 * transaction, after its lock, so two workers never both spend the last of the day.
 */
export async function warmupAllowance(db: Db, locationId: number, now: Date): Promise<Warmup | null> {
  const [domain] = await queryRows<{ id: number; started: Date | string | null }>(db, sql`
    select d.id, d.warmup_started_at as started
    from email_sending_settings s join email_domains d on d.id = s.domain_id
    where s.location_id = ${locationId} and s.enabled and d.is_verified`);
  if (!domain) return null;
  if (!domain.started) await db.execute(sql`update email_domains set warmup_started_at = ${now.toISOString()}::timestamptz where id = ${domain.id} and warmup_started_at is null`);
  const started = domain.started ? new Date(domain.started) : now;
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startDay = Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate());
  const day = Math.round((dayStart - startDay) / 86_400_000);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n
    from broadcast_recipients r join broadcasts b on b.id = r.broadcast_id and b.channel = 'email'
    where r.state = 'sent' and r.sent_at >= ${new Date(dayStart).toISOString()}::timestamptz
      and r.location_id in (select location_id from email_sending_settings where domain_id = ${domain.id} and enabled)`);
  return { domainId: domain.id, remaining: Math.max(0, warmupCap(day) - n), resumesAt: new Date(dayStart + 86_400_000) };
}
