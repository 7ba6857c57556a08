import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { contactPages, contacts, locations, pages } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { defineJob } from "@/lib/platform/jobs/define";
import { NOTIFY_BATCH, portalPagePath } from "./constants";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails each contact the portal links of the pages just sent to them. Rows are claimed in one
 * UPDATE … RETURNING (notify_pending goes false), so a second run or a retry never mails the same
 * send twice; a contact without an email address is claimed and skipped. recordEmail applies the
 * location's kill switch and the contact's email setting (kind "location"). A round's claim and
 * its emails are one transaction, queued after the commit: a run killed mid-round rolls back
 * and the retry mails those contacts (never "claimed, then lost").
 */
export async function notifyPendingPages(db: Db, locationId: number): Promise<number> {
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId));
  let mailed = 0;
  for (;;) {
    const round = await db.transaction((tx) => notifyRound(tx as unknown as Db, locationId, loc?.name));
    if (!round) break;
    for (const id of round.queued) await queueEmail(id);
    mailed += round.mailed;
  }
  return mailed;
}

/** One round: claims up to NOTIFY_BATCH pending rows and records their emails (in the caller's transaction). */
async function notifyRound(db: Db, locationId: number, business: string | undefined): Promise<{ mailed: number; queued: number[] } | null> {
  let mailed = 0;
  const queued: number[] = [];
  const claimed = await db
    .update(contactPages)
    .set({ notifyPending: false })
    .where(
      inArray(
        contactPages.id,
        db
          .select({ id: contactPages.id })
          .from(contactPages)
          .where(and(eq(contactPages.locationId, locationId), eq(contactPages.notifyPending, true)))
          .limit(NOTIFY_BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning({ pageId: contactPages.pageId, contactId: contactPages.contactId });
  if (!claimed.length) return null;
  const contactIds = [...new Set(claimed.map((c) => c.contactId))];
  const pageIds = [...new Set(claimed.map((c) => c.pageId))];
  const [people, titles] = await Promise.all([
    db.select({ id: contacts.id, firstName: contacts.firstName, email: contacts.email }).from(contacts).where(and(eq(contacts.locationId, locationId), inArray(contacts.id, contactIds), isNull(contacts.deletedAt))),
    db.select({ id: pages.id, title: pages.title }).from(pages).where(and(eq(pages.locationId, locationId), inArray(pages.id, pageIds), eq(pages.enabled, true))),
  ]);
  for (const person of people) {
    if (!person.email) continue;
    const mine = titles.filter((p) => claimed.some((c) => c.contactId === person.id && c.pageId === p.id));
    if (!mine.length) continue;
    const from = business?.trim() || "Your coach";
    const links = mine.map((p) => ({ title: p.title, url: `${appUrl()}${portalPagePath(p.id)}` }));
    const subject = mine.length === 1 ? `${from} shared “${mine[0].title}” with you` : `${from} shared ${mine.length} pages with you`;
    const hello = person.firstName?.trim() ? `Hi ${person.firstName.trim()},` : "Hi,";
    const text = [hello, "", `${from} shared ${mine.length === 1 ? "a page" : "pages"} with you in your client portal:`, ...links.map((l) => `${l.title}: ${l.url}`)].join("\n");
    const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(from)} shared ${mine.length === 1 ? "a page" : "pages"} with you in your client portal:</p><ul>${links
      .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`)
      .join("")}</ul>`;
    try {
      // A savepoint each: one contact's failure rolls back its own record only.
      const row = await db.transaction((sp) => recordEmail(sp as unknown as Db, { kind: "location", to: person.email!, subject, text, html, contactId: person.id, locationId }));
      if (row.queued) queued.push(row.id);
      mailed++;
    } catch (err) {
      // One contact's failure must not stop the rest.
      console.error(`pages.notify: contact ${person.id} failed:`, err);
    }
  }
  return { mailed, queued };
}

export const pagesNotifyJob = defineJob({
  name: "pages.notify",
  schema: z.object({ location_id: z.number().int().positive() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 60 * 30,
  concurrency: 1,
  async handler({ location_id }, { db }) {
    await notifyPendingPages(db, location_id);
  },
});
