import { z } from "@hono/zod-openapi";
import { del, get, patch, post, put } from "@/lib/http/route";
import { dataOf, statusOk } from "@/lib/http/schemas";
import { exportContacts } from "./export";
import { chartData, contactExportQuery, statusTab, tabDelete, tabItem, tabSort, tabStore, tabUpdate, tableColumnsAnswer, tableColumnsBody } from "./schemas";
import { listTabs } from "./service";
import { chartData as loadChart, saveTableColumns, tableColumns } from "./table";
import { deleteTab, sortTabs, storeTab, updateTab } from "./tabs";

const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
/** Managing the status tabs changes how contacts are grouped: an update (doc 2 s6, like switching tabs). */
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;
const tabAnswer = z.object({ data: tabItem, message: z.string() });

/** The contact table's calls (doc 2 s7): tab items, export, chart data, the remembered columns. */
export const contactTableRoutes = [
  post("/contact/tabs/store", { ...update, summary: "Add a status to a group", description: "Path not shown in the spec; the value is the title made unique in the location.", body: tabStore, response: tabAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await storeTab(db, ctx, body), message: "Status has been added successfully!" })),
  patch("/contact/tabs/update", { ...update, summary: "Rename a status (its contacts keep it)", body: tabUpdate, response: tabAnswer },
    async ({ db, ctx, body }) => ({ data: await updateTab(db, ctx, body), message: "Status has been updated successfully!" })),
  del("/contact/tabs/delete", { ...update, summary: "Delete an empty status", description: "422 while contacts hold it, and for the last status of a group.", body: tabDelete, response: statusOk },
    async ({ db, ctx, body }) => {
      await deleteTab(db, ctx, body);
      return { status: 1, message: "Status has been deleted successfully!" };
    }),
  patch("/contact/tabs/list-sort", { ...update, summary: "Reorder a group's statuses", body: tabSort, response: dataOf(z.array(statusTab)) },
    async ({ db, ctx, body }) => {
      await sortTabs(db, ctx, body);
      return { data: await listTabs(db, ctx) };
    }),
  get("/contact/export", { ...view, summary: "The list's current filter as CSV (streamed attachment)", query: contactExportQuery },
    ({ db, ctx, query }) => exportContacts(db, ctx, query)),
  get("/contact/chart-data", { ...view, summary: "Contacts added per day this week, Mon..Sun (the location's days)", response: dataOf(chartData) },
    async ({ db, ctx }) => ({ data: await loadChart(db, ctx) })),
  get("/contact/table-columns", { ...view, summary: "The caller's visible contact table columns", response: tableColumnsAnswer },
    async ({ db, ctx }) => ({ data: { columns: await tableColumns(db, ctx) } })),
  put("/contact/table-columns", { ...view, summary: "Remember the caller's visible columns (null = defaults)", body: tableColumnsBody, response: tableColumnsAnswer },
    async ({ db, ctx, body }) => ({ data: { columns: await saveTableColumns(db, ctx, body.columns) } })),
] as const;
