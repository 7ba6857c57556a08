import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { files, libraryFiles } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "file-library",
  records: async (db, ids) => {
    const stored = (locationId: number, storageKey: string) => ({ locationId, kind: "document", size: 1, mime: "text/plain", originalName: "a.txt", storageKey, provider: "local" });
    const [a, b] = await db.insert(files).values([stored(ids.downtown, "tenancy/lib-own.txt"), stored(ids.otherLoc, "tenancy/lib-other.txt")]).returning({ id: files.id });
    const entry = (locationId: number, fileId: number) => ({ locationId, fileId, name: "Plan", ext: "txt", kind: "document", mime: "text/plain", size: 1 });
    const [own, other] = await db.insert(libraryFiles).values([entry(ids.downtown, a.id), entry(ids.otherLoc, b.id)]).returning({ id: libraryFiles.id });
    return { libraryFile: { own: own.id, other: other.id } };
  },
  params: {
    "PATCH /file/{id}/rename": { id: "libraryFile" },
    "GET /file/{id}/download": { id: "libraryFile" },
  },
  bodies: { "PATCH /file/{id}/rename": { name: "Renamed" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ name: libraryFiles.name }).from(libraryFiles).where(inArray(libraryFiles.id, [r.libraryFile.own, r.libraryFile.other]));
    expect(rows.map((x) => x.name)).toEqual(["Plan", "Plan"]);
  },
});
