import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { contentImportItems, contentImportRuns, contentImports, locations, memberships } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { forbidden, notFound, validationError } from "@/lib/http/errors";
import { putSpooledFile } from "@/lib/platform/files";
import { MSG as FILE_MSG } from "@/lib/platform/files/constants";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { extensionOf, safeName } from "@/lib/platform/files/validate";
import { sendJob } from "@/lib/platform/jobs";
import { CONTENT_IMPORT_FORMATS, CONTENT_IMPORT_MAX_BYTES, CONTENT_IMPORT_MSG as MSG, HISTORY_BATCHES, type ContentImportFormat } from "./constants";
import { importerOf } from "./importers/registry";
import { contentImportJob } from "./job";
import { parseContentFile, type ParsedFile } from "./read";
import type { Batch, VerifyAnswer } from "./schemas";

const CAP = CONTENT_IMPORT_MAX_BYTES + 1024 * 1024;
const fileFail = (message: string) => validationError({ file: [message] });

type Upload = NonNullable<Awaited<ReturnType<typeof receiveUpload>>["file"]>;

/** The upload's format and its parsed content; the temp file stays for the caller to keep or remove. */
async function readUpload(file: Upload | null): Promise<{ file: Upload; name: string; format: ContentImportFormat; parsed: ParsedFile }> {
  if (!file) throw fileFail(FILE_MSG.fileRequired);
  const name = safeName(file.name);
  const format = extensionOf(name) as ContentImportFormat;
  if (!CONTENT_IMPORT_FORMATS.includes(format)) {
    await file.spooled.remove();
    throw fileFail(MSG.fileType);
  }
  return { file, name, format, parsed: await parseContentFile({ path: file.spooled.path }, format) };
}

/**
 * POST /content-upload/verify-csv: status 1 with the item count and type, or status 0 with why
 * (the wizard's "Oops!" step). The project has no plan limit on content, so
 * limit_reached_message is always null.
 */
export async function verifyCsv(ctx: Ctx, req: Request): Promise<VerifyAnswer> {
  const { file: upload } = await receiveUpload(req, CAP);
  const { file, parsed } = await readUpload(upload);
  await file.spooled.remove();
  if (!parsed.ok) return { status: 0, message: parsed.message, response: 0, type: null, limit_reached_message: null };
  if (!can(ctx, parsed.importer.area, "create")) throw forbidden();
  return { status: 1, message: MSG.loaded, response: parsed.items.length, type: { type: parsed.importer.type, icon: parsed.importer.icon }, limit_reached_message: null };
}

/** The company's accounts the caller is a member of: the primary first, then by creation. */
async function memberAccounts(db: Db, ctx: Ctx) {
  return db
    .select({ id: locations.id, businessname: locations.businessname, isPrimary: locations.isPrimary, permissions: memberships.permissions, userType: memberships.userType })
    .from(locations)
    .innerJoin(memberships, and(eq(memberships.locationId, locations.id), eq(memberships.userId, ctx.userId)))
    .where(eq(locations.companyId, ctx.companyId))
    .orderBy(desc(locations.isPrimary), asc(locations.id));
}

/** GET /content-upload/locations. */
export async function importLocations(db: Db, ctx: Ctx) {
  const rows = await memberAccounts(db, ctx);
  return { locations: rows.map((r) => ({ id: r.id, businessname: r.businessname, is_primary: r.isPrimary ? 1 : 0 })) };
}

/**
 * The accounts, however the form lists them: one field of comma-separated ids ("1,2", "[1,2]"),
 * the field repeated (`user_ids=1&user_ids=2`), or `user_ids[]`; every value counts.
 */
function parseIds(values: readonly string[] | undefined): number[] {
  const parts = (values ?? []).flatMap((v) => v.trim().replace(/^\[|\]$/g, "").split(",")).map((s) => s.trim());
  if (parts.every((p) => p === "")) throw validationError({ user_ids: [MSG.accountsRequired] });
  if (parts.length > 100 || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) throw validationError({ user_ids: [MSG.accountsList] });
  return [...new Set(parts.map(Number))];
}

/**
 * POST /content-upload/import-contents (multipart file and user_ids: account ids, comma
 * separated or repeated). Each account must be one of the company's the caller is a member of (else 404, as
 * another tenant's id) where they may create that content (else 403). The file is stored, the
 * batch and a run per account recorded in one transaction, then a job per account is queued.
 */
export async function importContents(db: Db, ctx: Ctx, req: Request) {
  const { file: upload, lists } = await receiveUpload(req, CAP);
  let read: Awaited<ReturnType<typeof readUpload>> | undefined;
  try {
    read = await readUpload(upload);
    if (!read.parsed.ok) throw fileFail(read.parsed.message);
    const targetIds = parseIds(lists.user_ids);
    const importer = read.parsed.importer;
    const accounts = await memberAccounts(db, ctx);
    const targets = targetIds.map((id) => accounts.find((a) => a.id === id));
    if (targets.some((t) => !t)) throw notFound("Location");
    for (const t of targets) {
      // What the caller may do there is that account's membership's say.
      if (!can({ isOrganizationOwner: ctx.isOrganizationOwner, permissions: t!.permissions, userType: t!.userType }, importer.area, "create")) throw forbidden();
    }
    const stored = await putSpooledFile(db, ctx, { name: read.name, spooled: read.file.spooled, visibility: "private", limits: { document: CONTENT_IMPORT_MAX_BYTES } });
    const { imp, runs } = await db.transaction(async (tx) => {
      const [imp] = await tx
        .insert(contentImports)
        .values({ locationId: ctx.locationId, userId: ctx.userId, batch: randomUUID().slice(0, 8).toUpperCase(), fileId: stored.id, fileName: read!.name, format: read!.format, contentType: importer.contentType, itemCount: read!.parsed.ok ? read!.parsed.items.length : 0 })
        .returning();
      const runs = await tx.insert(contentImportRuns).values(targetIds.map((locationId) => ({ locationId, importId: imp.id }))).returning({ id: contentImportRuns.id });
      return { imp, runs };
    });
    for (const r of runs) await sendJob(contentImportJob, { runId: r.id }, { singletonKey: `content-import:${r.id}` });
    return { status: 1, message: MSG.queued, data: { id: imp.id, batch: imp.batch, total: imp.itemCount * runs.length, items: imp.itemCount, accounts: runs.length, type: { type: importer.type, icon: importer.icon } } };
  } catch (e) {
    await (read?.file ?? upload)?.spooled.remove();
    throw e;
  }
}

/** GET /content-upload/histories: the accessed account's latest batches, each with what it made per account. */
export async function histories(db: Db, ctx: Ctx): Promise<{ latest: Batch | null; batches: Batch[] }> {
  const imps = await db
    .select()
    .from(contentImports)
    .where(eq(contentImports.locationId, ctx.locationId))
    .orderBy(desc(contentImports.createdAt), desc(contentImports.id))
    .limit(HISTORY_BATCHES);
  if (!imps.length) return { latest: null, batches: [] };
  const ids = imps.map((i) => i.id);
  // Joined to the batch's own row, so only this account's batches' runs and items are read.
  const runs = await db
    .select({ importId: contentImportRuns.importId, locationId: contentImportRuns.locationId, state: contentImportRuns.state, businessname: locations.businessname })
    .from(contentImportRuns)
    .innerJoin(contentImports, and(eq(contentImports.id, contentImportRuns.importId), eq(contentImports.locationId, ctx.locationId)))
    .innerJoin(locations, eq(locations.id, contentImportRuns.locationId))
    .where(inArray(contentImportRuns.importId, ids))
    .orderBy(asc(contentImportRuns.id));
  const items = await db
    .select({ importId: contentImportItems.importId, locationId: contentImportItems.locationId, title: contentImportItems.title })
    .from(contentImportItems)
    .innerJoin(contentImports, and(eq(contentImports.id, contentImportItems.importId), eq(contentImports.locationId, ctx.locationId)))
    .where(inArray(contentImportItems.importId, ids))
    .orderBy(asc(contentImportItems.item));
  const batches = imps.map((imp): Batch => {
    const importer = importerOf(imp.contentType);
    const type = importer?.type ?? "Content";
    const mine = runs.filter((r) => r.importId === imp.id);
    const made = items.filter((i) => i.importId === imp.id);
    return {
      id: imp.id,
      batch: imp.batch,
      date: imp.createdAt.toISOString(),
      type,
      icon: importer?.icon ?? "file",
      file_name: imp.fileName,
      total: imp.itemCount * mine.length,
      done: made.length,
      state: !mine.every((r) => r.state === "completed" || r.state === "failed") ? "running" : mine.some((r) => r.state === "failed") ? "failed" : "completed",
      histories: mine.map((r) => ({
        location_id: r.locationId,
        businessname: r.businessname,
        type,
        link: importer?.link ?? "/",
        state: r.state,
        names: made.filter((i) => i.locationId === r.locationId).map((i) => i.title),
      })),
    };
  });
  return { latest: batches[0], batches };
}
