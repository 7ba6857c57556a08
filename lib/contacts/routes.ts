import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { rawJson } from "@/lib/http/raw-json";
import { get } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { contactListQuery, contactPage, statusTab } from "./schemas";
import { listContactsJson, listTabs } from "./service";

export const contactsModule = defineModule("contacts", [
  get("/contact/tabs/list", { tenancy: "location", permit: ["contacts-center", "view"], summary: "Status tabs with counts", response: dataOf(z.array(statusTab)) },
    async ({ db, ctx }) => ({ data: await listTabs(db, ctx) })),
  get("/contact/list", { tenancy: "location", permit: ["contacts-center", "view"], summary: "A page of contacts", query: contactListQuery, response: contactPage },
    async ({ db, ctx, query }) => rawJson(await listContactsJson(db, ctx, query))),
]);
