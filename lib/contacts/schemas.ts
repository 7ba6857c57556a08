import { z } from "@hono/zod-openapi";
import { MAX_PER_PAGE, pageSchema } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { CONTACT_ALL_MAX, CONTACT_COLUMNS, CONTACT_TABLE_PER_PAGE, CONTACT_TABS, SORTABLE, SOURCES, TEMPERATURES } from "./constants";

const flag = (field: string) =>
  z
    .enum(["0", "1", "true", "false"], { error: `The ${field} filter must be 0 or 1.` })
    .transform((v) => v === "1" || v === "true");

/** A calendar day, `YYYY-MM-DD` (doc 1 s3 dates on the wire), that exists. */
const day = (field: string) =>
  z
    .string({ error: `The ${field} must be a date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `The ${field} is not a valid date.`);

/**
 * The list's filters beyond the tab (doc 2 s2 table): shared by GET /contact/list and
 * GET /contact/export, so an export is exactly the rows the list shows.
 */
export const contactFilterQuery = z.object({
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
  status: z.enum(CONTACT_TABS, { error: "The selected status is invalid." }).optional(),
  /** One status item's value (a tab holds several). */
  status_value: text("status value").pipe(z.string().trim().min(1).max(100, "The status value may not be greater than 100 characters.")).optional(),
  tag_id: id("tag_id").optional(),
  temperature: z.enum(TEMPERATURES, { error: "The selected temperature is invalid." }).optional(),
  source: z.enum(SOURCES, { error: "The selected source is invalid." }).optional(),
  starred: flag("starred").optional(),
  flagged: flag("flagged").optional(),
  /** Created on or after this day (the location's time zone). */
  date_from: day("date from").optional(),
  /** Created on or before this day (the location's time zone). */
  date_to: day("date to").optional(),
});
export type ContactFilterQuery = z.output<typeof contactFilterQuery>;

/** A date range that ends before it starts is a mistake worth saying, not an empty list. */
const rangeInOrder = (q: { date_from?: string; date_to?: string }) => !q.date_from || !q.date_to || q.date_from <= q.date_to;
const rangeError = { path: ["date_to"], message: "The date to must be a date after or equal to date from." };

export const contactExportQuery = contactFilterQuery.refine(rangeInOrder, rangeError);

/** GET /contact/all: the list's filters, every match at once (for pickers), up to CONTACT_ALL_MAX. */
export const contactAllQuery = contactExportQuery;
export const contactAllAnswer = z
  .object({
    data: z.array(
      z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), number: z.string().nullable(), status: z.string(), tab: z.string() }),
    ),
    /** Every match; more than data's length when the answer stops at the cap. */
    total: z.number().int(),
  })
  .openapi({ description: `At most ${CONTACT_ALL_MAX} contacts, newest first.` })
  .openapi("ContactAll");

export const contactListQuery = contactFilterQuery.extend({
  page: z.coerce.number().int().min(1, "The page must be at least 1.").max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE, `The per page may not be greater than ${MAX_PER_PAGE}.`).default(CONTACT_TABLE_PER_PAGE),
  order_by: z.enum(SORTABLE, { error: "The selected order by is invalid." }).default("date_created"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
}).refine(rangeInOrder, rangeError);
export type ContactListQuery = z.output<typeof contactListQuery>;
/** What a caller may send (filters as strings, paging optional). */
export type ContactListInput = z.input<typeof contactListQuery>;

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

/** A list row also names its tags (the table's Tags column). */
export const contactListRow = contactRow.extend({ tags: z.array(z.object({ id: z.number().int(), name: z.string() })) }).openapi("ContactListRow");
export const contactPage = pageSchema(contactListRow).openapi("ContactPage");

export const statusTab = z
  .object({
    type: z.enum(CONTACT_TABS),
    title: z.string(),
    count: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string(), count: z.number().int() })),
  })
  .openapi("ContactStatusTab");

/** PATCH /contact/tabs/* bodies: a tab item is a status of one of the five groups. */
const tabTitle = text("title").pipe(z.string().trim().min(1, "The title field is required.").max(50, "The title may not be greater than 50 characters."));
export const tabStore = z.object({ type: z.enum(CONTACT_TABS, { error: "The selected type is invalid." }), title: tabTitle }).openapi("ContactTabStore");
export const tabUpdate = z.object({ id: id(), title: tabTitle }).openapi("ContactTabUpdate");
export const tabDelete = z.object({ id: id() }).openapi("ContactTabDelete");
export const tabSort = z
  .object({
    type: z.enum(CONTACT_TABS, { error: "The selected type is invalid." }),
    ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, "The ids field is required.").max(200),
  })
  .openapi("ContactTabSort");
export const tabItem = z.object({ id: z.number().int(), title: z.string(), value: z.string(), count: z.number().int() }).openapi("ContactTabItem");

/** GET/PUT /contact/table-columns: the caller's visible columns (null = doc 2 s9 defaults). */
export const tableColumnsBody = z
  .object({
    columns: z
      .array(z.enum(CONTACT_COLUMNS, { error: "The selected column is invalid." }), { error: "The columns field must be a list." })
      .min(1, "Choose at least one column.")
      .max(CONTACT_COLUMNS.length)
      .nullable(),
  })
  .openapi("ContactTableColumns");
export const tableColumnsAnswer = z.object({ data: z.object({ columns: z.array(z.enum(CONTACT_COLUMNS)) }) });

/** GET /contact/chart-data: contacts added per weekday of the current week, Mon..Sun (doc 2 s9). */
export const chartData = z
  .object({ labels: z.array(z.string()), data: z.array(z.number().int()), from: z.string(), to: z.string() })
  .openapi("ContactChartData");
