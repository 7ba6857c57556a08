import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { notFound } from "@/lib/http/errors";
import { mergeValues } from "@/lib/merge-fields/context";
import { renderField } from "@/lib/merge-fields/engine";
import { brandingForLocation } from "@/lib/white-label/service";
import { greetingTexts, portalSettingsRow, tabSettingsOf } from "./settings";
import { greetingFieldAt, visibleTabs } from "./tabs";

/** The coach's greeting with its merge fields filled for the contact (a text without any costs no query; a broken one shows as written). */
export async function renderGreeting(db: Db, portal: PortalCtx, text: string): Promise<string> {
  if (!text.includes("{")) return text;
  try {
    return (await renderField(text, await mergeValues(db, portal.locationId, portal.contactId), "greeting")).trim() || text;
  } catch {
    return text;
  }
}

/**
 * What every portal screen starts from (GET /portal/me): who is signed in, whose portal it is
 * (the white label's name and logo, else the business name), the coach's greeting for the time
 * of day in the contact's time zone (the location's: contacts have none of their own), and the tabs in the coach's order and
 * names, hidden ones absent.
 */
export async function portalMe(db: Db, portal: PortalCtx) {
  const [row] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, business: locations.businessname, timezone: locations.timezone })
    .from(contacts)
    .innerJoin(locations, eq(locations.id, contacts.locationId))
    .where(and(eq(contacts.id, portal.contactId), eq(contacts.locationId, portal.locationId)));
  if (!row) throw notFound("Contact");
  const [branding, site] = await Promise.all([brandingForLocation(db, portal.locationId), portalSettingsRow(db, portal.locationId)]);
  // Contacts carry no time zone of their own: a client is where their coach is.
  const zone = row.timezone;
  const greeting = await renderGreeting(db, portal, greetingTexts(site)[greetingFieldAt(zone, new Date())]);
  return {
    contact: { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email },
    portal: { slug: site.slug, name: branding?.name || row.business, logo_url: branding?.logoUrl ?? null, primary_color: branding?.primaryColor ?? null },
    greeting,
    tabs: visibleTabs(tabSettingsOf(site)),
  };
}
