import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { notFound } from "@/lib/http/errors";
import { brandingForLocation } from "@/lib/white-label/service";
import { ensurePortalSite } from "./slug";
import { PORTAL_TABS, greetingFor } from "./tabs";

/** The hour of the day at a moment in a time zone (an unknown zone reads as UTC). */
export function hourIn(timeZone: string, at: Date): number {
  try {
    return Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at));
  } catch {
    return at.getUTCHours();
  }
}

/**
 * What every portal screen starts from (GET /portal/me): who is signed in, whose portal it is
 * (the white label's name and logo, else the business name), the greeting for the time of
 * day where the coach is, and the tabs in their order.
 */
export async function portalMe(db: Db, portal: PortalCtx) {
  const [row] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, business: locations.businessname, timezone: locations.timezone })
    .from(contacts)
    .innerJoin(locations, eq(locations.id, contacts.locationId))
    .where(and(eq(contacts.id, portal.contactId), eq(contacts.locationId, portal.locationId)));
  if (!row) throw notFound("Contact");
  const [branding, slug] = await Promise.all([brandingForLocation(db, portal.locationId), ensurePortalSite(db, portal.locationId)]);
  return {
    contact: { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email },
    portal: { slug, name: branding?.name || row.business, logo_url: branding?.logoUrl ?? null, primary_color: branding?.primaryColor ?? null },
    greeting: greetingFor(hourIn(row.timezone, new Date())),
    tabs: PORTAL_TABS.map((t) => ({ key: t.key, name: t.defaultName, segment: t.segment })),
  };
}
