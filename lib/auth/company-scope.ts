import { sql, type SQL } from "drizzle-orm";
import { locations } from "@/db/schema";
import { forbidden } from "@/lib/http/errors";
import type { Ctx } from "./access";

/**
 * For owner-only views across the whole company (the mailbox, the SMS log): the ids of the
 * company's locations, as a subquery for `column in (...)`. Anyone but the owner: 403.
 */
export function ownedCompanyLocations(ctx: Pick<Ctx, "isOrganizationOwner" | "companyId">): SQL {
  if (!ctx.isOrganizationOwner) throw forbidden();
  return sql`(select ${locations.id} from ${locations} where ${locations.companyId} = ${ctx.companyId})`;
}
