import { eq } from "drizzle-orm";
import { notFound, redirect } from "next/navigation";
import { locations } from "@/db/schema";
import { getDb } from "@/db";
import { contactFromLinkToken } from "@/lib/merge-fields/links";
import { portalPath } from "@/lib/portal/constants";
import { ensurePortalSite } from "@/lib/portal/slug";

type Params = Promise<{ token: string }>;

/**
 * Where the `portal_login_url` merge field leads (/portal/go/{token}): the signed contact link
 * names the location, whose portal this sends the client on to (signed in already, or its
 * sign-in with the magic-link option). A forged or malformed token is a 404.
 */
export default async function PortalGoPage({ params }: { params: Params }) {
  const token = decodeURIComponent((await params).token);
  // "l{id}": a message sent to no contact (a preview or test send) names only the location.
  const bare = /^l([1-9]\d{0,8})$/.exec(token);
  const locationId = bare ? Number(bare[1]) : contactFromLinkToken(token)?.locationId;
  if (!locationId) notFound();
  const db = await getDb();
  const [loc] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!loc) notFound();
  redirect(portalPath(await ensurePortalSite(db, locationId)));
}
