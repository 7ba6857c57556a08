import { z } from "@hono/zod-openapi";
import { targetFields, type BulkTarget } from "@/lib/contacts/bulk-schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { richText } from "@/lib/rich-text/schemas";
import { BUTTON_ICONS, BUTTON_LABEL_MAX, CATEGORY_MAX, FAQ_QUESTION_MAX, PLAYBOOK_PER_PAGE, PLAYBOOK_SORTS, SIDEBAR_SECTIONS, TITLE_MAX, URL_MAX } from "./constants";

const flag = (field: string) => z.coerce.number({ error: `The ${field} field must be 0 or 1.` }).int().min(0).max(1);
const folderRef = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);
const title = (field = "title", max = TITLE_MAX) =>
  text(field)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: `The ${field} field is required.` }).max(max, { error: `The ${field} may not be greater than ${max} characters.` }));
const ids = (field = "ids") => z.array(id(field), { error: `The ${field} field must be a list of ids.` }).min(1, { error: `The ${field} field is required.` }).max(500);
/** Rich text (sanitised by the service); NUL cannot be stored, so it is a 422 like any text. */
const html = (max?: number) => richText(max).refine((v) => !v.includes("\u0000"), { error: "The content may not contain NUL characters." });
const webUrl = text("url")
  .transform((v) => v.trim())
  .pipe(z.string().max(URL_MAX).regex(/^(https?:\/\/|mailto:|tel:)\S+$/i, { error: "The url must start with https://, http://, mailto: or tel:." }));

// Dashboard ------------------------------------------------------------------------------------

export const playbookListQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(PLAYBOOK_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(PLAYBOOK_SORTS, { error: "The selected order by is invalid." }).default("ordering"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** Absent: every folder; 0: the main folder only. */
  folder_id: folderRef.optional(),
  category_id: id("category_id").optional(),
});
export type PlaybookListQuery = z.infer<typeof playbookListQuery>;

export const playbookCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    folder_id: z.number().int().nullable(),
    category_id: z.number().int().nullable(),
    is_pinned: z.number().int(),
    all_clients: z.number().int(),
    steps_count: z.number().int(),
    users_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("PlaybookCard");
export type PlaybookCard = z.infer<typeof playbookCard>;
export const playbookPage = pageSchema(playbookCard).openapi("PlaybookPage");
export const playbookListAll = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) });

export const playbookCreate = z.object({ title: title(), folder_id: folderRef.optional(), category_id: id("category_id").nullable().optional() });
export const playbookRename = z.object({ id: id(), title: title() });
export const playbookIdBody = z.object({ id: id() });
/** `delete` takes playbooks (`ids`) or steps (`step_ids`): the spec lists it twice. */
export const playbookDelete = z.object({ ids: ids().optional(), step_ids: ids("step_ids").optional() });
export const pinBody = z.object({ is_pinned: flag("is pinned").optional() });
export const allClientsBody = z.object({ all_clients: flag("all clients") });

export const categoryBody = z.object({ name: title("name", CATEGORY_MAX) });
export const category = z.object({ id: z.number().int(), name: z.string() }).openapi("PlaybookCategory");

// Editor ---------------------------------------------------------------------------------------

export const tab = z.object({ id: z.number().int(), title: z.string(), content: z.string(), ordering: z.number().int() }).openapi("PlaybookTab");
export const download = z.object({ id: z.number().int(), name: z.string(), size: z.number().int() }).openapi("PlaybookDownload");
export const step = z
  .object({
    id: z.number().int(),
    title: z.string(),
    banner: z.string().nullable(),
    thumb: z.string().nullable(),
    ordering: z.number().int(),
    batch: z.string().nullable(),
    archived: z.number().int(),
    images: z.array(z.object({ file_id: z.number().int(), url: z.string(), name: z.string() })),
    tabs: z.array(tab),
    downloads: z.array(download),
  })
  .openapi("PlaybookStep");
export type PlaybookStep = z.infer<typeof step>;
export const button = z.object({ id: z.number().int(), label: z.string(), url: z.string(), color: z.string(), icon: z.string(), ordering: z.number().int() }).openapi("PlaybookButton");
export type PlaybookButton = z.infer<typeof button>;
export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), ordering: z.number().int() }).openapi("PlaybookFaq");
export type PlaybookFaq = z.infer<typeof faq>;
export const settings = z.object({ show_faq: z.boolean(), show_questions: z.boolean(), show_progress: z.boolean(), accent_color: z.string() });

export const playbookDetails = z
  .object({
    id: z.number().int(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    category_id: z.number().int().nullable(),
    is_pinned: z.number().int(),
    all_clients: z.number().int(),
    settings,
    sidebar_order: z.array(z.enum(SIDEBAR_SECTIONS)),
    steps: z.array(step),
    buttons: z.array(button),
    faqs: z.array(faq),
  })
  .openapi("PlaybookDetails");
export type PlaybookDetails = z.infer<typeof playbookDetails>;

export const configuration = z.object({
  categories: z.array(category),
  icons: z.array(z.string()),
  sidebar_sections: z.array(z.string()),
  settings,
});

export const updateSettings = z.object({
  title: title().optional(),
  category_id: id("category_id").nullable().optional(),
  settings: z
    .object({
      show_faq: z.boolean().optional(),
      show_questions: z.boolean().optional(),
      show_progress: z.boolean().optional(),
      accent_color: text("accent color").regex(HEX_COLOR, { error: "The accent color must be a colour like #1a2b3c." }).optional(),
    })
    .optional(),
});

export const buttonSave = z.object({
  id: id().optional(),
  playbook_id: id("playbook_id"),
  label: title("label", BUTTON_LABEL_MAX),
  url: webUrl,
  color: text("color").regex(HEX_COLOR, { error: "The color must be a colour like #1a2b3c." }),
  icon: z.enum(BUTTON_ICONS, { error: "The selected icon is invalid." }),
});
export const sortInPlaybook = z.object({ playbook_id: id("playbook_id"), ids: ids() });
export const sortTabs = z.object({ step_id: id("step_id"), ids: ids() });
export const sortSidebar = z.object({
  playbook_id: id("playbook_id"),
  order: z
    .array(z.enum(SIDEBAR_SECTIONS, { error: "The selected section is invalid." }))
    .refine((o) => o.length === SIDEBAR_SECTIONS.length && new Set(o).size === o.length, { error: "The order must list every section once." }),
});

export const faqSave = z.object({ id: id().optional(), question: title("question", FAQ_QUESTION_MAX), answer: html(20_000) });
export const questionsQuery = z.object({ playbook_id: id("playbook_id") });
export const question = z.object({ id: z.number().int(), question: z.string(), answer: z.string().nullable(), contact_id: z.number().int().nullable(), contact_name: z.string().nullable(), created_at: z.string() }).openapi("PlaybookQuestion");
export const questionsDelete = z.object({ ids: ids() });
export const questionToFaq = z.object({ id: id(), answer: html(20_000).optional() });

export const stepCreate = z.object({ playbook_id: id("playbook_id"), title: title() });
export const stepUpdate = z.object({
  id: id(),
  title: title().optional(),
  /** An image of the location's image library (cropped 1200x200 / 1200x700 by the picker); null removes it. */
  banner_image_id: id("banner_image_id").nullable().optional(),
  thumb_image_id: id("thumb_image_id").nullable().optional(),
});
export const tabSave = z.object({ id: id().optional(), step_id: id("step_id"), title: title(), content: html() });
export const downloadQuery = z.object({ id: id() });
export const downloadUploadDoc = {
  type: "object" as const,
  required: ["file", "step_id"],
  properties: { file: { type: "string" as const, format: "binary" }, step_id: { type: "integer" as const, minimum: 1 } },
};

// Contacts ---------------------------------------------------------------------------------------

/** Playbooks and the contacts named as the contact bulk bar names them (`contact_ids`, or `all` with `filters` and `except`). */
export const assignBody = z
  .object({
    playbook_ids: ids("playbook_ids"),
    ...targetFields,
    contact_ids: z.array(id("contact_ids"), { error: "The contact ids field must be a list of ids." }).max(500).optional(),
  })
  .superRefine((v, c) => {
    if (!v.all && !v.contact_ids?.length) c.addIssue({ code: "custom", path: ["contact_ids"], message: "Please select at least one contact." });
  })
  .openapi("PlaybookContacts");
export type AssignBody = { playbook_ids: number[] } & BulkTarget;
export const resendBody = z.object({ contact_id: id("contact_id") });
export const usersQuery = pageQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(10) });
const progress = {
  sent_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
};
export const playbookUser = z.object({ contact_id: z.number().int(), name: z.string(), email: z.string().nullable(), ...progress }).openapi("PlaybookUser");
export const playbookUsersPage = pageSchema(playbookUser);
export const contactPlaybook = z.object({ id: z.number().int(), title: z.string(), thumbnail: z.string().nullable(), ...progress }).openapi("ContactPlaybook");
export type ContactPlaybook = z.infer<typeof contactPlaybook>;
export const contactPlaybooksQuery = z.object({ contact_id: id("contact_id") });
export const analyticsQuery = z.object({ playbook_id: id("playbook_id") });
export const analyticsAnswer = z.object({
  data: z.object({ sent: z.number().int(), started: z.number().int(), completed: z.number().int(), steps: z.array(z.object({ id: z.number().int(), title: z.string(), completed: z.number().int() })) }),
});
export const tokenBody = z.object({
  token: text("token").min(10, { error: "The token is invalid." }).max(200, { error: "The token is invalid." }),
  playbook_id: id("playbook id").optional(),
});
export const tokenAnswer = z.object({ status: z.number().int(), playbook_id: z.number().int(), contact_id: z.number().int(), location_id: z.number().int(), slug: z.string() });

// Design-tool (Canva) zips -------------------------------------------------------------------------

export const zipUploadDoc = {
  type: "object" as const,
  required: ["file", "playbook_id"],
  properties: { file: { type: "string" as const, format: "binary" }, playbook_id: { type: "integer" as const, minimum: 1 } },
};
const stepImage = z.object({ file_id: z.number().int(), url: z.string(), name: z.string() });
export const zipAnswer = z.object({ batch: z.string(), images: z.array(stepImage) });
export const buildBody = z.object({
  playbook_id: id("playbook_id"),
  batch: text("batch").regex(/^[a-zA-Z0-9-]{1,40}$/, { error: "The batch is invalid." }),
  file_ids: z.array(id("file_ids")).min(1, { error: "The file ids field is required." }).max(200),
  grouped: flag("grouped").default(0),
  title: title().optional(),
});
export const stepsAnswer = z.object({ data: z.array(step) });
export const sortImagesBody = z.object({ id: id(), file_ids: z.array(id("file_ids")).min(1).max(200) });
export const stepIdsBody = z.object({ ids: ids() });
export const renameStepBody = z.object({ id: id(), title: title() });
export const blankStepBody = z.object({ playbook_id: id("playbook_id"), title: title().optional() });
