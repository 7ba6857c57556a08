import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";

/**
 * What an account uses against a plan's limits: the live contacts of its fullest location (a
 * plan's contact limit is per location, as GET /membership/plan-limit reads it), its locations
 * and its users. One statement over the trigger-kept contact counts, whatever the account's size.
 */
export async function accountUsage(db: Db, companyId: number): Promise<{ contacts: number; locations: number; users: number }> {
  const rows = await db.execute<{ contacts: number; locations: number; users: number }>(sql`
    select
      (select coalesce(max(t.n), 0)::int from (select sum(cc.n) as n from contact_counts cc join locations l on l.id = cc.location_id where l.company_id = ${companyId} group by cc.location_id) t) as contacts,
      (select count(*)::int from locations where company_id = ${companyId}) as locations,
      (select count(*)::int from users where company_id = ${companyId}) as users`);
  const r = (Array.isArray(rows) ? rows[0] : (rows as unknown as { rows: { contacts: number; locations: number; users: number }[] }).rows[0]) ?? { contacts: 0, locations: 0, users: 0 };
  return { contacts: Number(r.contacts), locations: Number(r.locations), users: Number(r.users) };
}
