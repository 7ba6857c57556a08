import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { files, playbookSteps } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { nextOrdering } from "@/lib/http/reorder";
import { deleteFiles, getFileUrl, putFile, type FileRow } from "@/lib/platform/files";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { ZIP_BODY_BYTES, readDesignZip } from "./design-zip";
import { ownPlaybook, ownStep, stepOrderable, stepsOf } from "./editor";

type StepImage = { file_id: number; url: string; name: string };
const titleOf = (name: string) => (name.replace(/\.[^.]+$/, "").replace(/[_-]+/g, " ").trim() || "Page").slice(0, 150);

/**
 * POST /playbook/canva/upload (multipart `file`, `playbook_id`): checks the whole zip, then stores
 * each image (public: the portal shows them). If storing fails half way, what was stored goes.
 */
export async function uploadDesignZip(db: Db, ctx: Ctx, req: Request) {
  const { file, fields } = await receiveUpload(req, ZIP_BODY_BYTES);
  try {
    const playbookId = Number(fields.playbook_id);
    if (!Number.isInteger(playbookId) || playbookId < 1 || playbookId > 2_147_483_647) throw validationError({ playbook_id: ["The playbook id must be a number."] });
    await ownPlaybook(db, ctx, playbookId);
    if (!file) throw validationError({ file: ["The file field is required."] });
    const stored: FileRow[] = [];
    try {
      await readDesignZip(file.spooled.path, async (img) => {
        stored.push(await putFile(db, ctx, { name: img.name, bytes: img.bytes, visibility: "public" }));
      });
    } catch (e) {
      if (stored.length) await deleteFiles(db, ctx, stored.map((f) => f.id));
      throw e;
    }
    return { batch: randomBytes(8).toString("hex"), images: stored.map((f) => ({ file_id: f.id, url: getFileUrl(f), name: f.originalName })) };
  } finally {
    await file?.spooled.remove();
  }
}

/** The location's stored images among ids, in the order given; any other id is a 404. */
async function imagesOf(db: Db, ctx: Pick<Ctx, "locationId">, ids: number[]): Promise<StepImage[]> {
  const rows = await db.select().from(files).where(and(eq(files.locationId, ctx.locationId), inArray(files.id, ids), eq(files.kind, "image")));
  if (rows.length !== new Set(ids).size) throw notFound("Image");
  return ids.map((id) => {
    const f = rows.find((r) => r.id === id)!;
    return { file_id: f.id, url: getFileUrl(f), name: f.originalName };
  });
}

/** `build`: a step per image (titled by the image's name), or one grouped step with every image. */
export async function buildSteps(db: Db, ctx: Ctx, body: { playbook_id: number; batch: string; file_ids: number[]; grouped: number; title?: string }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  const images = await imagesOf(db, ctx, body.file_ids);
  const groups = body.grouped ? [{ title: body.title ?? "Design", images }] : images.map((i) => ({ title: titleOf(i.name), images: [i] }));
  await db.transaction(async (tx) => {
    for (const g of groups) {
      await tx.insert(playbookSteps).values({
        locationId: ctx.locationId,
        playbookId: body.playbook_id,
        title: g.title,
        batch: body.batch,
        images: g.images,
        thumb: g.images[0]?.url ?? null,
        ordering: nextOrdering(stepOrderable, ctx.locationId, eq(playbookSteps.playbookId, body.playbook_id)),
      });
    }
  });
  return { data: await stepsOf(db, ctx, body.playbook_id) };
}

/** `sort`: a grouped step's images in their new order (exactly its images, each once). */
export async function sortImages(db: Db, ctx: Ctx, body: { id: number; file_ids: number[] }) {
  const step = await ownStep(db, ctx, body.id);
  const have = step.images.map((i) => i.file_id);
  if (body.file_ids.length !== have.length || new Set(body.file_ids).size !== have.length || body.file_ids.some((id) => !have.includes(id))) {
    throw validationError({ file_ids: ["The file ids must list every image of the step once."] });
  }
  const images = body.file_ids.map((id) => step.images.find((i) => i.file_id === id)!);
  await db.update(playbookSteps).set({ images, updatedAt: new Date() }).where(and(eq(playbookSteps.id, step.id), eq(playbookSteps.locationId, ctx.locationId)));
  return { status: 1 };
}

/** `archive` / `restore`: design steps leave the playbook without being deleted, and come back. */
export async function setArchived(db: Db, ctx: Ctx, body: { ids: number[] }, archived: boolean) {
  const want = [...new Set(body.ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.update(playbookSteps).set({ archived, updatedAt: new Date() }).where(and(eq(playbookSteps.locationId, ctx.locationId), inArray(playbookSteps.id, want))).returning({ id: playbookSteps.id });
    if (rows.length !== want.length) throw notFound("Step");
  });
  return { status: 1, message: archived ? "Step has been archived successfully!" : "Step has been restored successfully!" };
}

/** `degroup`: a grouped step becomes one step per image, in its place (the first keeps its tabs). */
export async function degroup(db: Db, ctx: Ctx, body: { id: number }) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const step = await ownStep(tx, ctx, body.id);
    if (step.images.length < 2) throw validationError({ id: ["Only a step with several images can be split."] });
    const rest = step.images.slice(1);
    await tx
      .update(playbookSteps)
      .set({ ordering: sql`${playbookSteps.ordering} + ${rest.length}` })
      .where(and(eq(playbookSteps.locationId, ctx.locationId), eq(playbookSteps.playbookId, step.playbookId), sql`${playbookSteps.ordering} > ${step.ordering}`));
    await tx.update(playbookSteps).set({ images: [step.images[0]], title: titleOf(step.images[0].name), thumb: step.images[0].url, updatedAt: new Date() }).where(eq(playbookSteps.id, step.id));
    await tx.insert(playbookSteps).values(rest.map((img, i) => ({ locationId: ctx.locationId, playbookId: step.playbookId, title: titleOf(img.name), batch: step.batch, images: [img], thumb: img.url, archived: step.archived, ordering: step.ordering + 1 + i })));
  });
  const step = await ownStep(db, ctx, body.id);
  return { data: await stepsOf(db, ctx, step.playbookId) };
}

export async function renameStep(db: Db, ctx: Ctx, body: { id: number; title: string }) {
  const rows = await db.update(playbookSteps).set({ title: body.title, updatedAt: new Date() }).where(and(eq(playbookSteps.id, body.id), eq(playbookSteps.locationId, ctx.locationId))).returning({ id: playbookSteps.id });
  if (!rows.length) throw notFound("Step");
  return { status: 1 };
}

/** `blank-step`: an empty step among the design steps (a divider, a page to fill by hand). */
export async function blankStep(db: Db, ctx: Ctx, body: { playbook_id: number; title?: string }) {
  await ownPlaybook(db, ctx, body.playbook_id);
  await db.insert(playbookSteps).values({ locationId: ctx.locationId, playbookId: body.playbook_id, title: body.title ?? "Blank step", ordering: nextOrdering(stepOrderable, ctx.locationId, eq(playbookSteps.playbookId, body.playbook_id)) });
  return { data: await stepsOf(db, ctx, body.playbook_id) };
}

