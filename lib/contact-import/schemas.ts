import { z } from "@hono/zod-openapi";
import { contactSave } from "@/lib/contacts/crud-schemas";
import { id, text } from "@/lib/http/schemas";
import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, IMPORT_STATES, MSG } from "./constants";

/** Wire formats of the contact import calls (doc 2 s7: map-csv-field, import, import-log, delete-csv-import-log). */

export const importRow = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    state: z.enum(IMPORT_STATES),
    total_count: z.number().int(),
    count: z.number().int(),
    created_count: z.number().int(),
    updated_count: z.number().int(),
    error_count: z.number().int(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .openapi("ContactImport");
export type ImportRow = z.infer<typeof importRow>;

export const mapAnswer = z
  .object({
    data: importRow.extend({
      headers: z.array(z.string()),
      /** Suggested field -> column index (0-based, in `headers`). */
      mapping: z.record(z.string(), z.number().int()),
      fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
    }),
  })
  .openapi("ContactImportMapping");

/** The multipart body, for the OpenAPI document only (the route streams it under a byte cap). */
export const mapFormDoc = {
  type: "object" as const,
  required: ["file"],
  properties: { file: { type: "string" as const, format: "binary", description: "A .csv, .xls or .xlsx file whose first row names the columns" } },
};

const column = z.number({ error: "The column must be a number." }).int().min(0).max(16_383);

export const importBody = z
  .object({
    import_id: id("import_id"),
    /** Field -> the column index that fills it; first_name is required. */
    mapping: z.partialRecord(z.enum(IMPORT_FIELD_KEYS, { error: "The field is not a contact field." }), column, { error: "The mapping must be an object." }),
    /** The status item new contacts get (GET /contact/tabs/list); default the first Leads item. */
    status: text("status").trim().min(1, "The status field is required.").max(255).optional(),
  })
  .openapi("ContactImportStart");
export type ImportBody = z.output<typeof importBody>;

export const importAnswer = z.object({ status: z.number().int(), message: z.string(), data: importRow });

export const importLogQuery = z.object({
  /** One import's row errors, page by page; without it, the list of imports. */
  import_id: z.coerce.number({ error: "The import id must be a number." }).int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number({ error: "The page must be a number." }).int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number({ error: "The per page must be a number." }).int().min(1).max(100).default(25),
});

export const importErrorRow = z.object({ id: z.number().int(), row: z.number().int(), field: z.string().nullable(), message: z.string() }).openapi("ContactImportError");

export const importLogAnswer = z
  .object({
    data: z.array(importRow),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** With import_id: that import and a page of its row errors. */
    import: importRow.nullable(),
    errors: z.array(importErrorRow),
  })
  .openapi("ContactImportLog");

export const deleteLogBody = z
  .object({ ids: z.array(id("ids.*"), { error: "The ids field is required." }).min(1, "The ids field is required.").max(1000) })
  .openapi("ContactImportLogDelete");

/** One data row, checked by the same rules as POST /contact/save (status comes from the import). */
export const importedContact = contactSave.pick({ first_name: true, last_name: true, email: true, number: true, gender: true, source: true, birthday: true });

export const FIELD_LIST = IMPORT_FIELDS.map((f) => ({ key: f.key, label: f.label, required: f.required }));
export { MSG };
