import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, portalSites } from "@/db/schema";
import { RESERVED_SLUGS, SLUG_MAX } from "./constants";

/** A business name as a URL segment: lowercase letters, digits and single hyphens. */
export function slugify(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return base && !(RESERVED_SLUGS as readonly string[]).includes(base) ? base : `portal${base ? `-${base}` : ""}`;
}

/**
 * The location's portal slug, made on first need from the business name. A name another
 * location took gets -2, -3...; the unique index decides races (the loser tries the next).
 */
export async function ensurePortalSite(db: Db, locationId: number): Promise<string> {
  const [site] = await db.select({ slug: portalSites.slug }).from(portalSites).where(eq(portalSites.locationId, locationId));
  if (site) return site.slug;
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId));
  const base = slugify(loc?.name ?? "").slice(0, SLUG_MAX - 6);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    await db.insert(portalSites).values({ locationId, slug: candidate }).onConflictDoNothing();
    const [mine] = await db.select({ slug: portalSites.slug }).from(portalSites).where(eq(portalSites.locationId, locationId));
    if (mine) return mine.slug;
  }
}

/** The location whose portal a slug names, or null. */
export async function portalSiteBySlug(db: Db, slug: string): Promise<{ locationId: number; slug: string } | null> {
  if (!slug || slug.length > SLUG_MAX + 10) return null;
  const [site] = await db.select({ locationId: portalSites.locationId, slug: portalSites.slug }).from(portalSites).where(eq(portalSites.slug, slug.toLowerCase()));
  return site ?? null;
}
