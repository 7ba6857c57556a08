import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";

export type AccountUsage = { contacts: number; locations: number; users: number; products: number };

/**
 * What an account uses against a plan's limits: the live contacts and the products on sale
 * (not archived) of its fullest location (a plan's contact and product limits are per location,
 * as GET /membership/plan-limit reads them), its locations and its users. One statement over the
 * trigger-kept contact counts, whatever the account's size.
 */
export async function accountUsage(db: Db, companyId: number): Promise<AccountUsage> {
  const [r] = await queryRows<AccountUsage>(db, sql`
    select
      (select coalesce(max(t.n), 0)::int from (select sum(cc.n) as n from contact_counts cc join locations l on l.id = cc.location_id where l.company_id = ${companyId} group by cc.location_id) t) as contacts,
      (select count(*)::int from locations where company_id = ${companyId}) as locations,
      (select count(*)::int from users where company_id = ${companyId}) as users,
      (select coalesce(max(t.n), 0)::int from (select count(*) as n from checkout_products p join locations l on l.id = p.location_id where l.company_id = ${companyId} and not p.archived group by p.location_id) t) as products`);
  return { contacts: Number(r?.contacts ?? 0), locations: Number(r?.locations ?? 0), users: Number(r?.users ?? 0), products: Number(r?.products ?? 0) };
}
