import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { pageSchema } from "@/lib/http/pagination";
import { richText } from "@/lib/rich-text/schemas";
import { NAME_MAX, parseTypeFilter, SMS_BODY_MAX, SUBJECT_MAX, TEMPLATE_PER_PAGE, TEMPLATE_SORTS, type TypeFilter } from "./constants";

const name = (field = "name") =>
  text(field).trim().min(1, { error: `The ${field} field is required.` }).max(NAME_MAX, { error: `The ${field} may not be greater than ${NAME_MAX} characters.` });
const TYPE_FILTER_MSG = "The type is not a template type.";
/** Doc 2 s9's numbers (1, 3, "1,3"…) or the words as aliases; the handler sees the word (parseTypeFilter). */
const typeFilter = z
  .union([z.string(), z.array(z.string()).max(4)], { error: TYPE_FILTER_MSG })
  .transform((v, ctx): TypeFilter => {
    const found = parseTypeFilter(v);
    if (!found) ctx.addIssue({ code: "custom", message: TYPE_FILTER_MSG });
    return found ?? "all";
  })
  .openapi({
    description: "Doc 2 s9: 1 email, 3 SMS, 4 voice, 2 content, `1,3` multi-channel (numbers in any order, or repeated); the words all, email, sms, voice, content, multi-channel are aliases.",
    example: "1,3",
  });
const isContent = z.coerce.number({ error: "The type must be 1 (email), 2 (content), 3 (SMS) or 4 (voice)." }).int().refine((n) => [1, 2, 3, 4].includes(n), { error: "The type must be 1 (email), 2 (content), 3 (SMS) or 4 (voice)." });
/** A recording: one of our stored files (/api/files/…) or an http(s) URL. */
const recording = text("recording url").trim().max(1000).refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v) || /^\/api\/files\/\S+$/.test(v), { error: "The recording must be an uploaded file or a URL starting with http:// or https://." });
const ids = z.array(id(), { error: "The ids field is required." }).min(1, { error: "The ids field is required." }).max(100, { error: "At most 100 templates at once." });

export const category = z.object({ id: z.number().int(), name: z.string(), is_default: z.boolean(), templates_count: z.number().int() }).openapi("TemplateCategory");
export const categoryList = z.object({ data: z.array(category) });
export const categoryParam = z.object({ category: id("category") });
export const categoryBody = z.object({ name: name() });

export const templateRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    is_content: z.number().int(),
    category_id: z.number().int(),
    category_name: z.string(),
    subject: z.string(),
    body: z.string(),
    recording_url: z.string().nullable(),
    ordering: z.number().int(),
    thumbnail: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Template");
export const templatePage = pageSchema(templateRow);
export const templateListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(TEMPLATE_PER_PAGE),
  order_by: z.enum(TEMPLATE_SORTS).default("ordering"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: text("search").trim().max(100).default(""),
  /** A category id; empty = every category. */
  category: z.union([z.literal(""), id("category")]).default(""),
  type: typeFilter.default("all"),
});
export const pickerQuery = z.object({ type: typeFilter.default("all"), search: text("search").trim().max(100).default("") });
export const pickerList = z.object({ data: z.array(templateRow.pick({ id: true, name: true, is_content: true, subject: true, body: true, category_id: true, category_name: true })) });

export const templateCreate = z
  .object({
    name: name(),
    is_content: isContent,
    category_id: id("category id").nullish(),
    subject: text("subject").max(SUBJECT_MAX, { error: `The subject may not be greater than ${SUBJECT_MAX} characters.` }).default(""),
    body: richText().default(""),
    recording_url: recording.nullish(),
  })
  .openapi("TemplateCreate");
export const templateEdit = z
  .object({
    id: id(),
    name: name().optional(),
    subject: text("subject").max(SUBJECT_MAX, { error: `The subject may not be greater than ${SUBJECT_MAX} characters.` }).optional(),
    body: richText().optional(),
    recording_url: recording.nullish(),
  })
  .openapi("TemplateEdit");
export const templateRename = z.object({ id: id(), name: name() });
export const templateDuplicate = z.object({ id: id() });
export const templateDelete = z.object({ ids });
export const changeCategory = z.object({ ids, category_id: id("category id") });
export const sendToContact = z.object({ template_id: id("template id"), contact_id: id("contact id") });
export const sendAnswer = z.object({ status: z.boolean(), message: z.string() });
export const templateSaved = z.object({ status: z.number().int(), message: z.string(), data: templateRow });
export const categorySaved = z.object({ status: z.number().int(), message: z.string(), data: category });

export const logRow = z
  .object({
    id: z.number().int(),
    template_id: z.number().int().nullable(),
    template_name: z.string(),
    contact_id: z.number().int().nullable(),
    contact_name: z.string().nullable(),
    channel: z.string(),
    status: z.number().int(),
    message: z.string(),
    created_at: z.string(),
  })
  .openapi("TemplateLog");
export const logPage = pageSchema(logRow);
export const logQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  template_id: id("template id").optional(),
});

export { SMS_BODY_MAX };
export type TemplateListQuery = z.infer<typeof templateListQuery>;
export type TemplateRow = z.infer<typeof templateRow>;
