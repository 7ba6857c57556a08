import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactImportErrors, contactImports } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { resolveStatus } from "@/lib/contacts/crud";
import { notFound, validationError } from "@/lib/http/errors";
import { toPage, type Page } from "@/lib/http/pagination";
import { listPage } from "@/lib/http/list-query";
import { assertWithinLimit } from "@/lib/membership/limits";
import { deleteFiles, putSpooledFile } from "@/lib/platform/files";
import { MSG as FILE_MSG } from "@/lib/platform/files/constants";
import { receiveUpload } from "@/lib/platform/files/multipart";
import { extensionOf, safeName } from "@/lib/platform/files/validate";
import { sendJob } from "@/lib/platform/jobs";
import { FIELD_LIST, type ImportBody, type ImportRow } from "./schemas";
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, MSG, type ImportFormat, type ImportState } from "./constants";
import { contactImportJob } from "./job";
import { isHeaderRow, suggestMapping } from "./mapping";
import { readRows } from "./read-rows";

type ImportRecord = typeof contactImports.$inferSelect;

export function toImportRow(r: ImportRecord): ImportRow {
  return {
    id: r.id,
    file_name: r.fileName,
    state: r.state as ImportState,
    total_count: r.totalCount,
    count: r.processedRows,
    created_count: r.createdCount,
    updated_count: r.updatedCount,
    error_count: r.errorCount,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}

const ownImport = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(contactImports.id, id), eq(contactImports.locationId, ctx.locationId))!;
const fileFail = (message: string) => validationError({ file: [message] });

/** The header row and the number of data rows under it; 422 for a file that is not a table with a header. */
async function readShape(path: string, format: ImportFormat): Promise<{ headers: string[]; total: number }> {
  let headers: string[] | undefined;
  let total = 0;
  try {
    for await (const row of readRows({ path }, format)) {
      if (headers === undefined) {
        if (!isHeaderRow(row)) throw fileFail(MSG.noHeader);
        headers = row;
      } else total++;
    }
  } catch (e) {
    if (e instanceof Error && "status" in e) throw e;
    throw fileFail(MSG.unreadable);
  }
  if (!headers) throw fileFail(MSG.noHeader);
  if (total === 0) throw fileFail(MSG.noRows);
  return { headers, total };
}

/**
 * POST /contact/map-csv-field: the upload (multipart `file`). The type and the header are checked
 * on the spooled temp file before anything is written; then the file is stored privately through
 * the platform and the import is recorded, waiting for its mapping.
 */
export async function mapCsvField(db: Db, ctx: Ctx, req: Request) {
  const { file } = await receiveUpload(req, IMPORT_MAX_BYTES + 1024 * 1024);
  if (!file) throw fileFail(FILE_MSG.fileRequired);
  const name = safeName(file.name);
  const format = extensionOf(name) as ImportFormat;
  let shape: { headers: string[]; total: number };
  try {
    if (!IMPORT_FORMATS.includes(format)) throw fileFail(MSG.fileType);
    shape = await readShape(file.spooled.path, format);
  } catch (e) {
    await file.spooled.remove();
    throw e;
  }
  const stored = await putSpooledFile(db, ctx, { name, spooled: file.spooled, visibility: "private", limits: { document: IMPORT_MAX_BYTES } });
  const [row] = await db
    .insert(contactImports)
    .values({ locationId: ctx.locationId, userId: ctx.userId, fileId: stored.id, fileName: name, format, headers: shape.headers, totalCount: shape.total })
    .returning();
  return { data: { ...toImportRow(row), headers: shape.headers, mapping: suggestMapping(shape.headers) as Record<string, number>, fields: FIELD_LIST } };
}

function checkMapping(headers: string[], mapping: ImportBody["mapping"]) {
  const errors: Record<string, string[]> = {};
  if (mapping.first_name === undefined) errors["mapping.first_name"] = [MSG.firstNameMapping];
  const seen = new Set<number>();
  for (const [field, col] of Object.entries(mapping)) {
    if (col === undefined) continue;
    if (col >= headers.length) errors[`mapping.${field}`] = [MSG.columnMissing];
    else if (seen.has(col)) errors[`mapping.${field}`] = [MSG.columnTwice];
    seen.add(col);
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * POST /contact/import: the mapping is checked and the job queued. The plan limit is checked
 * here against every row of the file (which rows update a contact is known only while
 * importing); the job checks again per batch, so a limit is never passed.
 */
export async function startImport(db: Db, ctx: Ctx, body: ImportBody) {
  const [imp] = await db.select().from(contactImports).where(ownImport(ctx, body.import_id)).limit(1);
  if (!imp) throw notFound("Import");
  if (imp.state !== "mapping") throw validationError({ import_id: [MSG.notMapping] });
  checkMapping(imp.headers, body.mapping);
  if (body.status !== undefined) await resolveStatus(db, ctx, body.status);
  await assertWithinLimit(db, ctx, "contacts", imp.totalCount);
  const [queued] = await db
    .update(contactImports)
    .set({ mapping: body.mapping as Record<string, number>, status: body.status ?? null, state: "queued" })
    .where(and(ownImport(ctx, imp.id), eq(contactImports.state, "mapping")))
    .returning();
  if (!queued) throw validationError({ import_id: [MSG.notMapping] });
  await sendJob(contactImportJob, { importId: queued.id }, { singletonKey: `contact-import:${queued.id}` });
  return { status: 1, message: MSG.queued, data: toImportRow(queued) };
}

/** GET /contact/import-log: the location's imports, newest first. */
export async function listImports(db: Db, ctx: Ctx, q: { page: number; per_page: number }): Promise<Page<ImportRow>> {
  const page = await listPage(
    {
      tenant: eq(contactImports.locationId, ctx.locationId),
      sorts: { created_at: contactImports.createdAt },
      sort: "created_at",
      direction: "desc",
      id: contactImports.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ row: contactImports, __total }).from(contactImports).$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(contactImports).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => toImportRow(r.row)) };
}

/** GET /contact/import-log/{id}/errors: one import and a page of its row errors, in file order. */
export async function importErrors(db: Db, ctx: Ctx, id: number, q: { page: number; per_page: number }) {
  const [imp] = await db.select().from(contactImports).where(ownImport(ctx, id)).limit(1);
  if (!imp) throw notFound("Import");
  const rows = await db
    .select({ id: contactImportErrors.id, row: contactImportErrors.row, field: contactImportErrors.field, message: contactImportErrors.message })
    .from(contactImportErrors)
    .where(and(eq(contactImportErrors.locationId, ctx.locationId), eq(contactImportErrors.importId, id)))
    .orderBy(contactImportErrors.row, contactImportErrors.id)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactImportErrors)
    .where(and(eq(contactImportErrors.locationId, ctx.locationId), eq(contactImportErrors.importId, id)));
  return { ...toPage(rows, n, q.page, q.per_page), import: toImportRow(imp) };
}

/**
 * POST /contact/delete-csv-import-log: the logs (imports, their errors and stored files). An
 * import still queued or running is not deleted: its job owns it until it ends.
 */
export async function deleteImportLogs(db: Db, ctx: Ctx, ids: number[]) {
  const wanted = [...new Set(ids)];
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(contactImports)
      .where(and(eq(contactImports.locationId, ctx.locationId), inArray(contactImports.id, wanted), notInArray(contactImports.state, ["queued", "running"])))
      .returning({ id: contactImports.id, fileId: contactImports.fileId });
    if (rows.length < wanted.length) {
      const busy = await tx
        .select({ id: contactImports.id })
        .from(contactImports)
        .where(and(eq(contactImports.locationId, ctx.locationId), inArray(contactImports.id, wanted)));
      // Rolled back by the throw: all or nothing.
      if (rows.length + busy.length < wanted.length) throw notFound("Import");
      throw validationError({ ids: ["An import that is still running cannot be deleted."] });
    }
    return rows;
  });
  const fileIds = gone.map((r) => r.fileId).filter((f): f is number => f != null);
  // The upload belongs to the import, which the caller may delete: no separate files permission.
  if (fileIds.length) await deleteFiles(db, { locationId: ctx.locationId, userId: ctx.userId, permissions: null, isOrganizationOwner: false }, fileIds);
  return { status: 1, message: MSG.logsDeleted };
}
