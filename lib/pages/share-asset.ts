import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { contactPages, pages } from "@/db/schema";
import { defineShareableAsset } from "@/lib/assets/define";
import { notFound } from "@/lib/http/errors";
import { copyPageRow, deletePages } from "./service";

const toSummary = (r: { id: number; title: string; headline: string }) => ({ id: r.id, name: r.title, detail: r.headline && r.headline !== r.title ? r.headline : null });
const summary = { id: pages.id, title: pages.title, headline: pages.headline };

/**
 * Pages as a shareable asset (lib/assets). A copy is deep: the page with its downloads (their
 * bytes copied under the target location's keys), in the main folder, without its members.
 * The cover and thumbnail stay the image URLs they were.
 */
export const pageAsset = defineShareableAsset({
  type: "page",
  label: "Page",
  plural: "Pages",
  screen: "/pages",
  area: "pages",

  async find(db, locationId, ids) {
    if (!ids.length) return [];
    return (await db.select(summary).from(pages).where(and(eq(pages.locationId, locationId), inArray(pages.id, ids)))).map(toSummary);
  },

  async copy(tx, { fromLocationId, id, toLocationId, userId, onRollback }) {
    const [src] = await tx.select().from(pages).where(and(eq(pages.id, id), eq(pages.locationId, fromLocationId)));
    if (!src) throw notFound("Page");
    return copyPageRow(tx, { userId }, src, toLocationId, src.title, null, onRollback);
  },

  async remove(db, ctx, ids) {
    await deletePages(db, ctx, { ids });
  },

  /** The portal: enabled pages; for a contact, those sent to them and not hidden from them. */
  async list(db, locationId, contactId) {
    const live = and(eq(pages.locationId, locationId), eq(pages.enabled, true));
    const rows =
      contactId === null
        ? await db.select(summary).from(pages).where(live).orderBy(desc(pages.createdAt), desc(pages.id))
        : await db
            .select(summary)
            .from(contactPages)
            .innerJoin(pages, eq(pages.id, contactPages.pageId))
            .where(and(eq(contactPages.locationId, locationId), eq(contactPages.contactId, contactId), eq(contactPages.disabled, false), live))
            .orderBy(desc(contactPages.createdAt), desc(contactPages.id));
    return rows.map(toSummary);
  },
});
