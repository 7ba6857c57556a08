import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { contactFiles, files, libraryFiles } from "@/db/schema";
import { defineShareableAsset } from "@/lib/assets/define";
import { formatFileSize } from "@/lib/format";
import { notFound } from "@/lib/http/errors";
import { copyStoredFile, discardStoredFile } from "@/lib/platform/files";
import { deleteFiles, freeName } from "./service";

const summary = { id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, size: libraryFiles.size };
const toSummary = (r: { id: number; name: string; ext: string; size: number }) => ({
  id: r.id,
  name: `${r.name}.${r.ext}`,
  detail: [r.ext.toUpperCase(), formatFileSize(r.size)].filter(Boolean).join(" · "),
});

/**
 * Library files as a shareable asset (lib/assets). A copy is deep: the stored bytes are copied
 * under the target location's own key and a new library entry points at them, in the main
 * folder, private, under the first free name there. Deleting the original leaves the copy whole.
 */
export const fileAsset = defineShareableAsset({
  type: "file",
  label: "File",
  plural: "Files",
  screen: "/files",
  area: "files",

  async find(db, locationId, ids) {
    if (!ids.length) return [];
    const rows = await db.select(summary).from(libraryFiles).where(and(eq(libraryFiles.locationId, locationId), inArray(libraryFiles.id, ids)));
    return rows.map(toSummary);
  },

  async copy(tx, { fromLocationId, id, toLocationId, userId, onRollback }) {
    const [src] = await tx
      .select({ name: libraryFiles.name, ext: libraryFiles.ext, kind: libraryFiles.kind, mime: libraryFiles.mime, size: libraryFiles.size, file: files })
      .from(libraryFiles)
      .innerJoin(files, eq(files.id, libraryFiles.fileId))
      .where(and(eq(libraryFiles.id, id), eq(libraryFiles.locationId, fromLocationId)));
    if (!src) throw notFound("File");
    const stored = await copyStoredFile(tx, { locationId: toLocationId, userId }, src.file);
    onRollback(() => discardStoredFile(stored));
    const name = await freeName(tx, { locationId: toLocationId }, src.name, src.ext);
    const [row] = await tx
      .insert(libraryFiles)
      .values({ locationId: toLocationId, fileId: stored.id, userId, name, ext: src.ext, kind: src.kind, mime: src.mime, size: stored.size })
      .returning({ id: libraryFiles.id });
    return row.id;
  },

  async remove(db, ctx, ids) {
    await deleteFiles(db, ctx, { ids });
  },

  async list(db, locationId, contactId) {
    const live = and(eq(libraryFiles.locationId, locationId), eq(libraryFiles.archived, false));
    const rows =
      contactId === null
        ? await db.select(summary).from(libraryFiles).where(live).orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
        : await db
            .select(summary)
            .from(contactFiles)
            .innerJoin(libraryFiles, eq(libraryFiles.id, contactFiles.libraryFileId))
            .where(and(eq(contactFiles.locationId, locationId), eq(contactFiles.contactId, contactId), live))
            .orderBy(desc(contactFiles.createdAt), desc(contactFiles.id));
    return rows.map(toSummary);
  },
});
