import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { richText } from "@/lib/rich-text/schemas";
import { FORM_MSG, FORM_TITLE_MAX, isChoice, OPTION_MAX, OPTIONS_MAX, QUESTION_TITLE_MAX, QUESTION_TYPES, RECUR_DAYS_MAX, REMINDER_CHANNELS, URL_PATTERN } from "./constants";

const flag = (field: string) => z.coerce.number({ error: `The ${field} field must be 0 or 1.` }).int().min(0).max(1);
const ids = (field = "ids") => z.array(id(field), { error: `The ${field} field must be a list of ids.` }).min(1, { error: `The ${field} field is required.` }).max(500);
const title = text("title")
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: "The title field is required." }).max(FORM_TITLE_MAX, { error: `The title may not be greater than ${FORM_TITLE_MAX} characters.` }));

// Dashboard (doc 2 s9: per_page 6, page 1, order_by ordering, desc, folder_id null = all, 0 = main).
export const formListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(6),
  search: text("search").max(100).optional(),
  order_by: z.enum(["ordering", "title", "created_at"], { error: "The selected order by is invalid." }).default("ordering"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  folder_id: z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX).optional(),
});
export type FormListQuery = z.infer<typeof formListQuery>;

export const formCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    enabled: z.number().int(),
    is_public: z.number().int(),
    portal_disabled: z.number().int(),
    folder_id: z.number().int().nullable(),
    thumbnail: z.string().nullable(),
    ordering: z.number().int(),
    questions: z.number().int(),
    respondents: z.number().int(),
    created_at: z.string(),
  })
  .openapi("FormCard");
export type FormCard = z.infer<typeof formCard>;
export const formPage = pageSchema(formCard).openapi("FormPage");
export const formListAll = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) });

export const question = z
  .object({
    id: z.number().int(),
    form_id: z.number().int(),
    type: z.enum(QUESTION_TYPES),
    title: z.string(),
    description: z.string(),
    required: z.number().int(),
    options: z.array(z.string()),
    ordering: z.number().int(),
  })
  .openapi("FormQuestion");
export type Question = z.infer<typeof question>;

export const formDetails = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    instruction: z.string(),
    submit_label: z.string(),
    thank_you: z.string(),
    button_color: z.string(),
    is_public: z.number().int(),
    enabled: z.number().int(),
    portal_disabled: z.number().int(),
    after_asset_type: z.enum(["page", "playbook"]).nullable(),
    after_asset_id: z.number().int().nullable(),
    recur_days: z.number().int().nullable(),
    reminder_channel: z.enum(REMINDER_CHANNELS),
    folder_id: z.number().int().nullable(),
    thumbnail: z.string().nullable(),
    respondents: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("FormDetails");
export type FormDetails = z.infer<typeof formDetails>;

export const formCreate = z.object({ title, folder_id: z.coerce.number().int().min(0).max(INT32_MAX).nullable().optional() });
export const formRename = z.object({ id: id(), title });
export const formIds = z.object({ ids: ids() });
export const formId = z.object({ id: id() });

export const formUpdate = z
  .object({
    title: title.optional(),
    url: text("url")
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.string().regex(URL_PATTERN, { error: "The url may contain only lower-case letters, digits and dashes (3 to 81)." }))
      .optional(),
    instruction: richText(20_000).optional(),
    submit_label: text("submit_label").trim().min(1, { error: "The submit label field is required." }).max(40).optional(),
    thank_you: text("thank_you").trim().min(1, { error: "The thank-you message field is required." }).max(1000).optional(),
    button_color: z.string().regex(HEX_COLOR, { error: "The button colour must be a colour like #2563eb." }).optional(),
    is_public: flag("is_public").optional(),
    after_asset_type: z.enum(["page", "playbook"], { error: "The selected asset type is invalid." }).nullable().optional(),
    after_asset_id: id("after_asset_id").nullable().optional(),
    /** Recurring check-in: every N days (null: sent once). */
    recur_days: z.coerce
      .number({ error: "The repeat interval must be a number of days." })
      .int({ error: "The repeat interval must be a whole number of days." })
      .min(1, { error: "The repeat interval must be at least 1 day." })
      .max(RECUR_DAYS_MAX, { error: `The repeat interval may not be greater than ${RECUR_DAYS_MAX} days.` })
      .nullable()
      .optional(),
    reminder_channel: z.enum(REMINDER_CHANNELS, { error: "The reminder channel must be email or sms." }).optional(),
  })
  .openapi("FormUpdate");
export type FormUpdate = z.infer<typeof formUpdate>;

const option = text("options").trim().min(1, { error: "An option may not be empty." }).max(OPTION_MAX, { error: `An option may not be greater than ${OPTION_MAX} characters.` });
export const questionSave = z
  .object({
    /** Absent: a new question at the end; present: that question is updated. */
    question_id: id("question_id").optional(),
    type: z.enum(QUESTION_TYPES, { error: "The selected type is invalid." }),
    title: text("title").trim().min(1, { error: "The title field is required." }).max(QUESTION_TITLE_MAX),
    description: text("description").max(2000).default(""),
    required: z.union([z.boolean(), flag("required")]).default(false).transform((v) => Boolean(v)),
    options: z.array(option, { error: "The options must be a list." }).max(OPTIONS_MAX).default([]),
  })
  .superRefine((v, c) => {
    if (!isChoice(v.type)) return;
    if (!v.options.length) c.addIssue({ code: "custom", path: ["options"], message: FORM_MSG.optionsRequired });
    if (new Set(v.options).size !== v.options.length) c.addIssue({ code: "custom", path: ["options"], message: "Each option may be listed only once." });
  })
  .openapi("FormQuestionSave");
export type QuestionSave = z.infer<typeof questionSave>;

export const questionRef = z.object({ id: id() });
export const sortQuestions = z.object({ form_id: id("form_id"), ids: ids() });
export const setEnabled = z.object({ id: id(), enabled: flag("enabled") });
export const setPortalDisabled = z.object({ id: id(), disabled: flag("disabled") });
export const formContactsBody = z.object({ form_ids: ids("form_ids"), contact_ids: ids("contact_ids") });
export const contactFormToggle = z.object({ contact_id: id("contact_id"), form_id: id("form_id"), disable_content: flag("disable_content") });

// Responses
export const respondentQuery = pageQuery.extend({ form_id: id("form_id"), per_page: pageQuery.shape.per_page.default(25) });
export const respondentRow = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    source: z.string(),
    created_at: z.string(),
  })
  .openapi("FormRespondent");
export type RespondentRow = z.infer<typeof respondentRow>;
export const respondentPage = pageSchema(respondentRow).openapi("FormRespondentPage");

export const responseRef = z.object({ form_id: id("form_id"), contact_id: id("contact_id"), respondent_id: id("respondent_id") });
export const publicResponseRef = responseRef.extend({ token: text("token").max(200) });
export const formResponse = z
  .object({
    form: z.object({ id: z.number().int(), title: z.string() }),
    respondent: respondentRow,
    /** A file answer's values are its file name; `file.url` downloads it (the location's users only; null on the public page). */
    answers: z.array(
      z.object({
        question_id: z.number().int(), title: z.string(), type: z.string(), values: z.array(z.string()),
        file: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
      }),
    ),
    /** The signed public link (`/form/{form}/view-response/{contact}/{respondent}?token=…`). */
    public_url: z.string().optional(),
  })
  .openapi("FormResponse");
export type FormResponse = z.infer<typeof formResponse>;
export const deleteResponses = z.object({ form_id: id("form_id"), ids: ids() });
export const downloadResponseQuery = responseRef;
export const analyticsQuery = z.object({ form_id: id("form_id") });
export const downloadAnalyticsQuery = z.object({ format: z.enum(["pdf", "csv"], { error: "The format must be pdf or csv." }).default("pdf") });

export const questionStats = z.object({
  question_id: z.number().int(),
  title: z.string(),
  type: z.string(),
  answered: z.number().int(),
  /** Choice, yes/no and rating questions: each option's count, in the question's order. */
  options: z.array(z.object({ label: z.string(), count: z.number().int() })),
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Text questions: the latest answers. */
  latest: z.array(z.string()),
});
export type QuestionStats = z.infer<typeof questionStats>;
export const formAnalytics = z.object({ data: z.object({ respondents: z.number().int(), questions: z.array(questionStats) }) }).openapi("FormAnalytics");

export const contactFormRow = z.object({
  form_id: z.number().int(),
  title: z.string(),
  disabled: z.number().int(),
  sent_at: z.string().nullable(),
  responses: z.array(z.object({ id: z.number().int(), created_at: z.string() })),
});
export type ContactFormRow = z.infer<typeof contactFormRow>;
export const contactFormsPage = pageSchema(contactFormRow);
export const contactIdParam = z.object({ id: id() });

/** One numeric question's answers by one contact over time (the profile's Check-ins charts). */
export const checkInTrend = z
  .object({
    form_id: z.number().int(),
    form_title: z.string(),
    question_id: z.number().int(),
    title: z.string(),
    type: z.enum(["number", "rating"]),
    /** Oldest first. */
    points: z.array(z.object({ at: z.string(), value: z.number() })),
  })
  .openapi("FormCheckInTrend");
export type CheckInTrend = z.infer<typeof checkInTrend>;
/** A page or playbook a form opens after submitting; `url` is its client-portal path. */
const afterAsset = z.object({ id: z.number().int(), title: z.string(), type: z.enum(["page", "playbook"]), url: z.string() }).openapi("FormAfterAsset");
export const allAssets = z.object({ data: z.object({ pages: z.array(afterAsset), playbooks: z.array(afterAsset) }) });

/** The public submission through the API (the page posts the same fields as a server action). */
export const publicSubmit = z.object({
  token: text("token").max(200).optional(),
  first_name: text("first_name").trim().max(100).optional(),
  last_name: text("last_name").trim().max(100).optional(),
  email: text("email").trim().max(254).optional(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()).max(OPTIONS_MAX)])).default({}),
});
export type PublicSubmit = z.infer<typeof publicSubmit>;
