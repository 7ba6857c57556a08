import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { CONTENT_IMPORT_MAX_BYTES } from "./constants";
import { historiesAnswer, importAnswer, importFormDoc, locationsAnswer, verifyAnswer, verifyFormDoc } from "./schemas";
import { histories, importContents, importLocations, verifyCsv } from "./service";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, CONTENT_IMPORT_MAX_BYTES + 1024 * 1024);
  await next();
});

/**
 * Doc 2 s2 "Content Import Wizard". The file's content type decides the permission area
 * (playbooks, pages, forms: create, in each target account), so the check runs in the service
 * once the file is read, not in a fixed `permit`. Listing the caller's own accounts and the
 * accessed account's import history needs no more than membership.
 */
const scoped = { tenancy: "location" } as const;

export const contentImportModule = defineModule("content-import", [
  post("/content-upload/verify-csv", { ...scoped, summary: "Checks a content file: its item count and type, or why it cannot be imported", multipart: verifyFormDoc, middleware: [bodyCap], response: verifyAnswer },
    ({ ctx, req }) => verifyCsv(ctx, req)),
  get("/content-upload/locations", { ...scoped, summary: "The company's accounts the caller may import into", response: locationsAnswer },
    ({ db, ctx }) => importLocations(db, ctx)),
  post("/content-upload/import-contents", { ...scoped, summary: "Imports a content file into accounts (a job per account)", multipart: importFormDoc, middleware: [bodyCap], response: importAnswer },
    ({ db, ctx, req }) => importContents(db, ctx, req)),
  get("/content-upload/histories", { ...scoped, summary: "The account's latest content imports, with what each made per account", response: historiesAnswer },
    ({ db, ctx }) => histories(db, ctx)),
]);
