import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { files, libraryFiles, libraryFileVersions } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One library file per tenant with one earlier version each. */
export default defineFixture({
  module: "file-extras",
  records: async (db, ids) => {
    const stored = (locationId: number, storageKey: string) => ({ locationId, kind: "document", size: 1, mime: "text/plain", originalName: "a.txt", storageKey, provider: "local" });
    const [a, b, va, vb] = await db
      .insert(files)
      .values([stored(ids.downtown, "tenancy/extras-own.txt"), stored(ids.otherLoc, "tenancy/extras-other.txt"), stored(ids.downtown, "tenancy/extras-own-v1.txt"), stored(ids.otherLoc, "tenancy/extras-other-v1.txt")])
      .returning({ id: files.id });
    const entry = (locationId: number, fileId: number) => ({ locationId, fileId, name: "Versioned", ext: "txt", kind: "document", mime: "text/plain", size: 1, version: 2 });
    const [own, other] = await db.insert(libraryFiles).values([entry(ids.downtown, a.id), entry(ids.otherLoc, b.id)]).returning({ id: libraryFiles.id });
    const version = (locationId: number, libraryFileId: number, fileId: number) => ({ locationId, libraryFileId, fileId, version: 1, ext: "txt", kind: "document", mime: "text/plain", size: 1, uploadedAt: new Date() });
    const [vOwn, vOther] = await db.insert(libraryFileVersions).values([version(ids.downtown, own.id, va.id), version(ids.otherLoc, other.id, vb.id)]).returning({ id: libraryFileVersions.id });
    return { versionedFile: { own: own.id, other: other.id }, fileVersion: { own: vOwn.id, other: vOther.id } };
  },
  params: {
    "PATCH /file/{id}/change-permission": { id: "versionedFile" },
    "POST /file/{id}/replace": { id: "versionedFile" },
    "GET /file/{id}/versions": { id: "versionedFile" },
    "POST /file/{id}/versions/{versionId}/restore": { id: "versionedFile", versionId: "fileVersion" },
  },
  bodies: { "PATCH /file/{id}/change-permission": { permission: "all_clients" } },
  unchanged: async (db, r) => {
    const rows = await db.select({ permission: libraryFiles.permission, version: libraryFiles.version }).from(libraryFiles).where(inArray(libraryFiles.id, [r.versionedFile.own, r.versionedFile.other]));
    expect(rows).toEqual([{ permission: "private", version: 2 }, { permission: "private", version: 2 }]);
    const versions = await db.select({ id: libraryFileVersions.id }).from(libraryFileVersions).where(inArray(libraryFileVersions.id, [r.fileVersion.own, r.fileVersion.other]));
    expect(versions).toHaveLength(2);
  },
});
