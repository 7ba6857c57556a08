import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { DOWNLOAD_BODY_BYTES } from "./constants";
import { deleteDownload, listDownloads, renameDownload, streamDownload, uploadDownload } from "./downloads";
import { assignedMembers as listMembers, deleteAssignedMembers, listContactPages, restrictPages, sendPages, setContactPageDisabled, setPortalDisabled } from "./members";
import {
  assignedMembers, contactPageDisable, contactPagePage, contactPagesQuery, deleteMembers, downloadDelete, downloadRename, downloadsAnswer, downloadUploadDoc,
  listAll, pageContactsBody, pageCreate, pageDetail, pageDownload, pageDuplicate, pageEnableDisable, pageIds, pageListQuery, pagePage, pagePortalDisable,
  pageRename, pageSendAnswer, pageUpdate,
} from "./schemas";
import { createPage, deletePages, duplicatePage, enableDisablePage, listAllPages, listPages, pageDetails, renamePage, updatePage } from "./service";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = createMiddleware<ApiEnv>(async (c, next) => {
  checkDeclaredLength(c.req.raw, DOWNLOAD_BODY_BYTES);
  await next();
});

const view = { tenancy: "location", permit: ["pages", "view"] } as const;
const update = { tenancy: "location", permit: ["pages", "update"] } as const;
const saved = (item: typeof pageDetail) => statusOk.extend({ data: item });

/** Pages (doc 2 s2 "Pages", s7 "Pages (under /page)"; methods as endpoints.tsv infers them). */
export const pagesModule = defineModule("pages", [
  get("/page/list-all", { ...view, summary: "Every page's id and title", response: listAll }, ({ db, ctx }) => listAllPages(db, ctx)),
  get("/page/list", { ...view, summary: "A dashboard page of pages (6, ordering desc; mode all, enabled or disabled; folder_id 0 = main)", query: pageListQuery, response: pagePage },
    ({ db, ctx, query }) => listPages(db, ctx, query)),
  get("/page/{id}/details", { ...view, summary: "A page with its settings, body and downloads", params: idParam, response: dataOf(pageDetail) },
    async ({ db, ctx, params }) => ({ data: await pageDetails(db, ctx, params.id) })),
  get("/page/{id}/downloads", { ...view, summary: "A page's downloads", params: idParam, response: downloadsAnswer },
    ({ db, ctx, params }) => listDownloads(db, ctx, params.id)),
  get("/page/{id}/assigned-members", { ...view, summary: "The contacts a page is sent to", params: idParam, response: assignedMembers },
    ({ db, ctx, params }) => listMembers(db, ctx, params.id)),
  post("/page/create", { tenancy: "location", permit: ["pages", "create"], summary: "A new page with the default headline settings", body: pageCreate, response: saved(pageDetail), status: 201 },
    ({ db, ctx, body }) => createPage(db, ctx, body)),
  patch("/page/{id}/update", { ...update, summary: "Saves the editor: headlines, their settings, body (sanitized), cover image", params: idParam, body: pageUpdate, response: saved(pageDetail) },
    ({ db, ctx, params, body }) => updatePage(db, ctx, params.id, body)),
  patch("/page/rename", { ...update, summary: "Renames a page", body: pageRename, response: statusOk }, ({ db, ctx, body }) => renamePage(db, ctx, body)),
  post("/page/duplicate", { tenancy: "location", permit: ["pages", "create"], summary: "A copy of a page with its downloads", body: pageDuplicate, response: saved(pageDetail), status: 201 },
    ({ db, ctx, body }) => duplicatePage(db, ctx, body)),
  del("/page/delete", { tenancy: "location", permit: ["pages", "delete"], summary: "Deletes pages and their downloads", body: pageIds, response: statusOk },
    ({ db, ctx, body }) => deletePages(db, ctx, body)),
  patch("/page/enable-disable", { ...update, summary: "Enables or disables a page for everyone (status 1 or 0)", body: pageEnableDisable, response: statusOk },
    ({ db, ctx, body }) => enableDisablePage(db, ctx, body)),
  patch("/page/page-disable", { ...update, summary: "Hides (disable_content 1) or shows a page in some members' client portal", body: pagePortalDisable, response: statusOk },
    ({ db, ctx, body }) => setPortalDisabled(db, ctx, body)),
  post("/page/send-to-contact", { ...update, summary: "Sends pages to contacts and emails them the portal link", description: "`page_ids` with the contacts named as the contact bulk bar names them (`contact_ids`, or `all` with `filters` and `except`).", body: pageContactsBody, response: pageSendAnswer },
    ({ db, ctx, body }) => sendPages(db, ctx, body)),
  post("/page/restrict-from-contact", { ...update, summary: "Takes pages away from contacts", body: pageContactsBody, response: pageSendAnswer },
    ({ db, ctx, body }) => restrictPages(db, ctx, body)),
  del("/page/delete-assigned-members", { ...update, summary: "Takes a page away from some of its members", body: deleteMembers, response: statusOk },
    ({ db, ctx, body }) => deleteAssignedMembers(db, ctx, body)),
  post("/page/{id}/upload-download", { ...update, summary: "Adds a file to a page's downloads", multipart: downloadUploadDoc, middleware: [bodyCap], params: idParam, response: statusOk.extend({ data: pageDownload }), status: 201 },
    ({ db, ctx, params, req }) => uploadDownload(db, ctx, params.id, req)),
  patch("/page/download/{id}/rename", { ...update, summary: "Renames a download", params: idParam, body: downloadRename, response: statusOk.extend({ data: pageDownload }) },
    ({ db, ctx, params, body }) => renameDownload(db, ctx, params.id, body)),
  del("/page/delete-download", { ...update, summary: "Deletes a download and its file", body: downloadDelete, response: statusOk },
    ({ db, ctx, body }) => deleteDownload(db, ctx, body)),
  get("/page/download/{id}", { ...view, summary: "A download's bytes (attachment)", params: idParam },
    ({ db, ctx, params }) => streamDownload(db, ctx, params.id)),
  // The contact profile's pages section (doc 2 s7: /contact/pages, /contact/enable-disable-page).
  get("/contact/pages", { ...view, summary: "A page of the pages sent to a contact, newest first", query: contactPagesQuery, response: contactPagePage },
    ({ db, ctx, query }) => listContactPages(db, ctx, query)),
  patch("/contact/enable-disable-page", { ...update, summary: "Hides (disable_content 1) or shows a sent page in the contact's portal", body: contactPageDisable, response: statusOk },
    ({ db, ctx, body }) => setContactPageDisabled(db, ctx, body)),
]);
