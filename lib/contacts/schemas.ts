import { z } from "@hono/zod-openapi";
import { MAX_PER_PAGE, pageSchema } from "@/lib/http/pagination";
import { CONTACT_TABLE_PER_PAGE, CONTACT_TABS, SORTABLE } from "./constants";

export const contactListQuery = z.object({
  page: z.coerce.number().int().min(1, "The page must be at least 1.").max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE, `The per page may not be greater than ${MAX_PER_PAGE}.`).default(CONTACT_TABLE_PER_PAGE),
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
  order_by: z.enum(SORTABLE, { error: "The selected order by is invalid." }).default("date_created"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  status: z.enum(CONTACT_TABS, { error: "The selected status is invalid." }).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactRow = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    number: z.string().nullable(),
    status: z.string(),
    tab: z.string(),
    gender: z.string(),
    temperature: z.string(),
    source: z.string().nullable(),
    starred: z.boolean(),
    flagged: z.boolean(),
    photo: z.string().nullable(),
    member_id: z.string().nullable(),
    login_count: z.number().int(),
    last_email_activity: z.string().nullable(),
    last_chat: z.string().nullable(),
    last_action: z.string().nullable(),
    date_created: z.string(),
  })
  .openapi("Contact");

export const contactPage = pageSchema(contactRow).openapi("ContactPage");

export const statusTab = z
  .object({
    type: z.enum(CONTACT_TABS),
    title: z.string(),
    count: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string(), count: z.number().int() })),
  })
  .openapi("ContactStatusTab");
