import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { files } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "files",
  records: async (db, ids) => {
    const file = (locationId: number, storageKey: string) => ({ locationId, kind: "image", size: 1, mime: "image/png", originalName: "a.png", storageKey, provider: "local" });
    const [own, other] = await db.insert(files).values([file(ids.downtown, "tenancy/own.png"), file(ids.otherLoc, "tenancy/other.png")]).returning({ id: files.id });
    return { file: { own: own.id, other: other.id } };
  },
  params: { "DELETE /file-upload/{id}": { id: "file" } },
  unchanged: async (db, r) => {
    expect(await db.select({ id: files.id }).from(files).where(inArray(files.id, [r.file.own, r.file.other]))).toHaveLength(2);
  },
});
