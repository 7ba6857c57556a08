import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { del, get, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { IMPORT_MAX_BYTES } from "./constants";
import { deleteLogBody, importAnswer, importBody, importErrorRow, importRow, mapAnswer, mapFormDoc } from "./schemas";
import { deleteImportLogs, importErrors, listImports, mapCsvField, startImport } from "./service";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, IMPORT_MAX_BYTES + 1024 * 1024);
  await next();
});

const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
/** Doc 2 s6: importing adds contacts, so it needs create; deleting a log needs delete. */
const create = { tenancy: "location", permit: ["contacts-center", "create"] } as const;
const PLAN_LIMIT_NOTE = "The client re-fetches GET /membership/plan-limit after it (doc 1 s7).";

export const contactImportModule = defineModule("contact-import", [
  post("/contact/map-csv-field", { ...create, summary: "Upload a contact file: its header and a suggested mapping", multipart: mapFormDoc, middleware: [bodyCap], response: mapAnswer, status: 201 },
    ({ db, ctx, req }) => mapCsvField(db, ctx, req)),
  post("/contact/import", { ...create, summary: "Start importing an uploaded file with a mapping (a job)", body: importBody, response: importAnswer },
    ({ db, ctx, body }) => startImport(db, ctx, body)),
  get("/contact/import-log", { ...view, summary: "The location's contact imports, newest first", query: pageQuery, response: pageSchema(importRow) },
    ({ db, ctx, query }) => listImports(db, ctx, query)),
  get("/contact/import-log/{id}/errors", { ...view, summary: "One import and a page of the rows it could not take", params: idParam, query: pageQuery, response: pageSchema(importErrorRow).extend({ import: importRow }) },
    ({ db, ctx, params, query }) => importErrors(db, ctx, params.id, query)),
  post("/contact/delete-csv-import-log", { tenancy: "location", permit: ["contacts-center", "delete"], summary: "Delete import logs", body: deleteLogBody, response: statusOk.extend({ message: z.string() }) },
    ({ db, ctx, body }) => deleteImportLogs(db, ctx, body.ids)),
  // The plan-limit re-fetch rule's calls (doc 1 s7: the client re-fetches GET /membership/plan-limit
  // after a POST or DELETE here): starting an import of contacts, and deleting imports. Same rules
  // and answers as /contact/import and /contact/delete-csv-import-log.
  post("/contact/import-contacts", { ...create, summary: "Start importing contacts (as /contact/import)", description: PLAN_LIMIT_NOTE, body: importBody, response: importAnswer },
    ({ db, ctx, body }) => startImport(db, ctx, body)),
  del("/contact/import-contacts", { tenancy: "location", permit: ["contacts-center", "delete"], summary: "Delete contact imports (as /contact/delete-csv-import-log)", description: `An import still queued or running is refused (422). ${PLAN_LIMIT_NOTE}`, body: deleteLogBody, response: statusOk.extend({ message: z.string() }) },
    ({ db, ctx, body }) => deleteImportLogs(db, ctx, body.ids)),
]);
