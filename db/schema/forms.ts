import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { folders } from "./folders";

/**
 * A coach's form (doc 2 s3 "Form": survey_name, url, questions, respondents, analytics). `url`
 * is the public slug of `/f/{url}`, unique across locations (the path names no location).
 */
export const forms = pgTable(
  "forms",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    /** Rich text shown above the questions (sanitised on save and render). */
    instruction: text("instruction").notNull().default(""),
    submitLabel: text("submit_label").notNull().default("SUBMIT"),
    thankYou: text("thank_you").notNull().default("Thank you! Your answers have been sent."),
    buttonColor: text("button_color").notNull().default("#2563eb"),
    /** Answerable by anyone at /f/{url}; otherwise only through a sent link's token. */
    isPublic: boolean("is_public").notNull().default(false),
    /** Globally enabled (set-enable-disable); a disabled form takes no answers. */
    enabled: boolean("enabled").notNull().default(true),
    /** Hidden in the client portal (set-form-disable). */
    portalDisabled: boolean("portal_disabled").notNull().default(false),
    /** What opens after submitting (get-all-asset): "page" | "playbook", and its id. */
    afterAssetType: text("after_asset_type"),
    afterAssetId: integer("after_asset_id"),
    /** A recurring check-in: sent again every N days to its contacts (null: sent once). */
    recurDays: integer("recur_days"),
    /** How unanswered check-ins are reminded: email or sms (lib/forms/check-ins.ts). */
    reminderChannel: text("reminder_channel").notNull().default("email"),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    ordering: integer("ordering").notNull().default(0),
    thumbnail: text("thumbnail"),
    /** Responses, kept by a trigger on form_respondents (migration 0021). */
    respondentCount: integer("respondent_count").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("forms_url_idx").on(t.url),
    index("forms_location_folder_ordering_idx").on(t.locationId, t.folderId, t.ordering, t.id),
    index("forms_location_ordering_idx").on(t.locationId, t.ordering, t.id),
  ],
);

/** A form's question. `options` for choice types; `ordering` 0.. within the form. */
export const formQuestions = pgTable(
  "form_questions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    required: boolean("required").notNull().default(false),
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("form_questions_form_idx").on(t.locationId, t.formId, t.ordering, t.id)],
);

/**
 * A form sent to a contact (send-to-contact / restrict-from-contact). `token` is the single
 * secret of the emailed link: it identifies the contact at /f/{url}?token=…; `disabled`
 * hides the form from that contact (/contact/enable-disable-form).
 */
export const formContacts = pgTable(
  "form_contacts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Recurring check-ins: the last send, the last reminder, the contact's last answer. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // The check-in job's scan: sends due by age.
    index("form_contacts_last_sent_idx").on(t.lastSentAt),
    uniqueIndex("form_contacts_form_contact_idx").on(t.formId, t.contactId),
    uniqueIndex("form_contacts_token_idx").on(t.token),
    index("form_contacts_location_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
  ],
);

/** One submission of a form by a contact (linked by token, matched by email, or a new lead). */
export const formRespondents = pgTable(
  "form_respondents",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** public (at /f/{url}), link (a sent link's token) or portal. */
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("form_respondents_form_idx").on(t.locationId, t.formId, t.createdAt, t.id),
    index("form_respondents_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
  ],
);

/**
 * One answer. A multiple-choice answer is one row per chosen option, so per-option counts are
 * a GROUP BY over (form, question, value) read from its index alone, and so are the averages
 * of numbers and ratings (`value::numeric`).
 */
export const formAnswers = pgTable(
  "form_answers",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    respondentId: integer("respondent_id")
      .notNull()
      .references(() => formRespondents.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => formQuestions.id, { onDelete: "cascade" }),
    /** As typed; numbers and ratings normalised (String(Number(v))) so `value::numeric` is safe. */
    value: text("value").notNull(),
    /** The first (or only) value of this respondent's answer: it counts the question as answered once. */
    first: boolean("first").notNull().default(true),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_answers_analytics_idx").on(t.locationId, t.formId, t.questionId, t.value),
    index("form_answers_respondent_idx").on(t.respondentId, t.questionId),
    // A text question's latest answers (analytics), and the cascade when a question is deleted.
    index("form_answers_question_idx").on(t.questionId, t.id),
  ],
);

/**
 * Analytics counts, kept by a trigger on form_answers (migration 0021): per question, one row per
 * value of the counted types (choices, yes/no, ratings, numbers) and a '' row counting the
 * respondents who answered it. Analytics read these few rows instead of every answer.
 */
export const formTallies = pgTable(
  "form_tallies",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => formQuestions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [uniqueIndex("form_tallies_question_value_idx").on(t.questionId, t.value), index("form_tallies_form_idx").on(t.locationId, t.formId, t.questionId)],
);
