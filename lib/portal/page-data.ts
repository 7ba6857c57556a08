import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { locations } from "@/db/schema";
import { PORTAL_COOKIE, resolvePortalSession } from "@/lib/auth/portal-session";
import { realtimeClientConfig } from "@/lib/platform/realtime";
import { brandingForLocation } from "@/lib/white-label/service";
import { portalMe } from "./me";
import { portalSiteBySlug } from "./slug";

export type PortalBrand = { name: string; logoUrl: string | null; primaryColor: string | null };

/** A location's portal look: the white label's name, logo and colour, else the business name. */
export async function portalBrand(locationId: number): Promise<PortalBrand> {
  const db = await getDb();
  const [branding, [loc]] = await Promise.all([brandingForLocation(db, locationId), db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId))]);
  return { name: branding?.name || loc?.name || "Client portal", logoUrl: branding?.logoUrl ?? null, primaryColor: branding?.primaryColor ?? null };
}

/**
 * What /portal/{slug} renders from, read once per request: the portal (null: no such slug),
 * its look, and the signed-in contact when the browser's portal session is one of this
 * location's (a session of another location's portal shows this one's sign-in).
 */
export const portalPageData = cache(async (slug: string) => {
  const db = await getDb();
  const site = await portalSiteBySlug(db, slug);
  if (!site) return null;
  const brand = await portalBrand(site.locationId);
  const token = (await cookies()).get(PORTAL_COOKIE)?.value;
  const session = token ? await resolvePortalSession(db, token) : null;
  const me = session && session.locationId === site.locationId ? await portalMe(db, session) : null;
  return { site, brand, me, realtime: me ? realtimeClientConfig() : null };
});
