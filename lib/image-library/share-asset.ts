import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { files, libraryImages } from "@/db/schema";
import { defineShareableAsset } from "@/lib/assets/define";
import { notFound } from "@/lib/http/errors";
import { copyStoredFile, deleteFiles, discardStoredFile } from "@/lib/platform/files";

const summary = { id: libraryImages.id, name: libraryImages.name, width: libraryImages.width, height: libraryImages.height };
const toSummary = (r: { id: number; name: string; width: number; height: number }) => ({ id: r.id, name: r.name, detail: `${r.width} × ${r.height}` });

/**
 * Image library images as a shareable asset (lib/assets). A copy is deep (the stored bytes are
 * copied for the target location), lands in the main folder and stands alone (no original).
 * Images are not assigned to contacts, so a contact's portal list of them is empty.
 */
export const imageAsset = defineShareableAsset({
  type: "image",
  label: "Image",
  plural: "Images",
  screen: "/files/images",
  area: "files",

  async find(db, locationId, ids) {
    if (!ids.length) return [];
    const rows = await db.select(summary).from(libraryImages).where(and(eq(libraryImages.locationId, locationId), inArray(libraryImages.id, ids)));
    return rows.map(toSummary);
  },

  async copy(tx, { fromLocationId, id, toLocationId, userId, onRollback }) {
    const [src] = await tx
      .select({ image: libraryImages, file: files })
      .from(libraryImages)
      .innerJoin(files, eq(files.id, libraryImages.fileId))
      .where(and(eq(libraryImages.id, id), eq(libraryImages.locationId, fromLocationId)));
    if (!src) throw notFound("Image");
    const stored = await copyStoredFile(tx, { locationId: toLocationId, userId }, src.file);
    onRollback(() => discardStoredFile(stored));
    const { name, type, size, mime, bytes, width, height } = src.image;
    const [row] = await tx
      .insert(libraryImages)
      .values({ locationId: toLocationId, fileId: stored.id, userId, name, type, size, mime, bytes, width, height })
      .returning({ id: libraryImages.id });
    return row.id;
  },

  async remove(db, ctx, ids) {
    // The stored files go, and the images with them (cascade); all or nothing in one statement.
    const rows = await db.select({ fileId: libraryImages.fileId }).from(libraryImages).where(and(eq(libraryImages.locationId, ctx.locationId), inArray(libraryImages.id, ids)));
    if (rows.length !== ids.length) throw notFound("Image");
    await deleteFiles(db, ctx, rows.map((r) => r.fileId));
  },

  async list(db, locationId, contactId) {
    if (contactId !== null) return [];
    const rows = await db.select(summary).from(libraryImages).where(eq(libraryImages.locationId, locationId)).orderBy(desc(libraryImages.createdAt), desc(libraryImages.id));
    return rows.map(toSummary);
  },
});
