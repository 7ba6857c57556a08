import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { files, libraryImages } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "image-library",
  records: async (db, ids) => {
    const stored = (locationId: number, storageKey: string) => ({ locationId, kind: "image", size: 1, mime: "image/png", originalName: "a.png", storageKey, provider: "local" });
    const [a, b] = await db.insert(files).values([stored(ids.downtown, "tenancy/img-own.png"), stored(ids.otherLoc, "tenancy/img-other.png")]).returning({ id: files.id });
    const image = (locationId: number, fileId: number) => ({ locationId, fileId, name: "Logo", type: "all", size: "all", mime: "image/png", bytes: 1, width: 1, height: 1 });
    const [own, other] = await db.insert(libraryImages).values([image(ids.downtown, a.id), image(ids.otherLoc, b.id)]).returning({ id: libraryImages.id });
    return { libraryImage: { own: own.id, other: other.id } };
  },
  params: { "DELETE /image-library/{id}/delete": { id: "libraryImage" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ id: libraryImages.id }).from(libraryImages).where(inArray(libraryImages.id, [r.libraryImage.own, r.libraryImage.other]));
    expect(rows).toHaveLength(2);
  },
});
