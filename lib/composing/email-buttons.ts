import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { emailButtons } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound, validationError } from "@/lib/http/errors";
import { IMAGE_MAX_BYTES, UPLOAD_BODY_BYTES } from "@/lib/image-library/constants";
import { getFileUrl, putSpooledFile } from "@/lib/platform/files";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { extensionOf, FILE_TYPES, safeName } from "@/lib/platform/files/validate";
import { COMPOSING_MSG } from "./constants";

type C = Pick<Ctx, "locationId" | "userId">;
const columns = { id: emailButtons.id, name: emailButtons.name, file: emailButtons.file };

export async function listEmailButtons(db: Db, ctx: C) {
  return { data: await db.select(columns).from(emailButtons).where(eq(emailButtons.locationId, ctx.locationId)).orderBy(desc(emailButtons.id)) };
}

/** POST /content-setting/file-upload: an image (`file`, optional `name`) becomes a button; its URL is absolute, as emails need. */
export async function uploadEmailButton(db: Db, ctx: C, req: Request) {
  const { file, fields } = await receiveUpload(req, UPLOAD_BODY_BYTES);
  if (!file) throw validationError({ file: [COMPOSING_MSG.buttonImage] });
  if (FILE_TYPES[extensionOf(safeName(file.name))]?.kind !== "image") {
    await file.spooled.remove();
    throw validationError({ file: [COMPOSING_MSG.buttonImage] });
  }
  const name = (fields.name ?? "").trim().slice(0, 100) || file.name.replace(/\.[^.]+$/, "").slice(0, 100) || "Button";
  const stored = await putSpooledFile(db, ctx, { name: file.name, spooled: file.spooled, visibility: "public", limits: { image: IMAGE_MAX_BYTES } });
  const url = getFileUrl(stored);
  const [row] = await db
    .insert(emailButtons)
    .values({ locationId: ctx.locationId, fileId: stored.id, name, file: url.startsWith("/") ? `${appUrl()}${url}` : url })
    .returning(columns);
  return { status: 1, message: COMPOSING_MSG.buttonUploaded, data: row };
}

export async function updateEmailButton(db: Db, ctx: C, input: { id: number; name: string }) {
  const [row] = await db.update(emailButtons).set({ name: input.name }).where(and(eq(emailButtons.id, input.id), eq(emailButtons.locationId, ctx.locationId))).returning(columns);
  if (!row) throw notFound("Button");
  return { status: 1, message: COMPOSING_MSG.buttonUpdated, data: row };
}

export async function deleteEmailButton(db: Db, ctx: C, id: number) {
  // The stored image stays: emails already sent still show it.
  const rows = await db.delete(emailButtons).where(and(eq(emailButtons.id, id), eq(emailButtons.locationId, ctx.locationId))).returning({ id: emailButtons.id });
  if (rows.length === 0) throw notFound("Button");
  return { status: 1, message: COMPOSING_MSG.buttonDeleted };
}
