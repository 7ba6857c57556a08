import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { files, pageDownloads, pages } from "../../db/schema";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE } from "../../lib/pages/constants";
import { defineFixture } from "./fixture";

/** One page per tenant, each with one download. */
export default defineFixture({
  module: "pages",
  records: async (db, ids) => {
    const page = (locationId: number) => ({ locationId, title: "Tenancy page", headline: "Keep", headlineSetting: DEFAULT_HEADLINE, subheadlineSetting: DEFAULT_SUBHEADLINE });
    const [own, other] = await db.insert(pages).values([page(ids.downtown), page(ids.otherLoc)]).returning({ id: pages.id });
    const stored = (locationId: number, storageKey: string) => ({ locationId, kind: "document", size: 1, mime: "text/plain", originalName: "a.txt", storageKey, provider: "local" });
    const [a, b] = await db.insert(files).values([stored(ids.downtown, "tenancy/page-own.txt"), stored(ids.otherLoc, "tenancy/page-other.txt")]).returning({ id: files.id });
    const dl = (locationId: number, pageId: number, fileId: number) => ({ locationId, pageId, fileId, name: "Keep", ext: "txt", mime: "text/plain", size: 1 });
    const [d1, d2] = await db.insert(pageDownloads).values([dl(ids.downtown, own.id, a.id), dl(ids.otherLoc, other.id, b.id)]).returning({ id: pageDownloads.id });
    return { page: { own: own.id, other: other.id }, download: { own: d1.id, other: d2.id } };
  },
  params: {
    "GET /page/{id}/details": { id: "page" },
    "GET /page/{id}/downloads": { id: "page" },
    "GET /page/{id}/assigned-members": { id: "page" },
    "PATCH /page/{id}/update": { id: "page" },
    "POST /page/{id}/upload-download": { id: "page" },
    "PATCH /page/download/{id}/rename": { id: "download" },
    "GET /page/download/{id}": { id: "download" },
  },
  bodies: {
    "PATCH /page/{id}/update": { headline: "Changed", subheadline: "", headline_setting: DEFAULT_HEADLINE, subheadline_setting: DEFAULT_SUBHEADLINE, body: "<p>x</p>" },
    "PATCH /page/download/{id}/rename": { name: "Changed" },
  },
  unchanged: async (db, r) => {
    const p = await db.select({ headline: pages.headline }).from(pages).where(inArray(pages.id, [r.page.own, r.page.other]));
    expect(p.map((x) => x.headline)).toEqual(["Keep", "Keep"]);
    const d = await db.select({ name: pageDownloads.name }).from(pageDownloads).where(and(inArray(pageDownloads.id, [r.download.own, r.download.other]), eq(pageDownloads.name, "Keep")));
    expect(d).toHaveLength(2);
  },
});
