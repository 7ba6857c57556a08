import { z } from "@hono/zod-openapi";
import { bulkBody } from "@/lib/contacts/bulk-schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import {
  ANALYTICS_TYPES, CONTACTS_MAX, DELAY_MAX, DELAY_UNITS, EMAIL_BODY_MAX, IDS_MAX, MAX_MESSAGES, MESSAGE_KINDS, SEQUENCE_SORTS, SEQUENCES_PER_PAGE, SUBJECT_MAX,
  SUBSCRIBER_STATUSES, SUBSCRIBERS_PER_PAGE, TITLE_MAX,
} from "./constants";

const idList = (field: string, max: number) =>
  z
    .array(id(`${field}.*`), { error: (iss) => (iss.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a list of ids.`) })
    .min(1, { error: `The ${field} field is required.` })
    .max(max, { error: `The ${field} may not have more than ${max} items.` });

/** "HH:MM", 24-hour wall time. */
export const WALL_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const isZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const title = text("title").trim().min(1, { error: "The title field is required." }).max(TITLE_MAX, { error: `The title may not be greater than ${TITLE_MAX} characters.` });
const folderId = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);
const wallTime = (field: string) => text(field).regex(WALL_TIME, { error: `The ${field} must be a time (HH:MM).` }).nullable();

const settingsFields = {
  folder_id: folderId.optional(),
  window_start: wallTime("window start").optional(),
  window_end: wallTime("window end").optional(),
  timezone: text("timezone").max(64).refine(isZone, { error: "The timezone is not a valid time zone." }).optional(),
  stop_on_reply: z.boolean({ error: "The stop on reply field must be true or false." }).optional(),
};
export const sequenceCreate = z.object({ title, ...settingsFields });
export const sequenceUpdate = z.object({ title: title.optional(), ...settingsFields });
export type SequenceSettingsInput = z.infer<typeof sequenceUpdate>;
export const sequenceRename = z.object({ id: id("id"), title });
export const sequenceId = z.object({ id: id("id") });
export const sequenceIds = z.object({ ids: idList("ids", IDS_MAX) });

export const sequenceListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(SEQUENCES_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(SEQUENCE_SORTS, { error: "The selected order by is invalid." }).default("ordering"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** Absent: every folder; 0: the main folder only. */
  folder_id: folderId.optional(),
});
export type SequenceListQuery = z.infer<typeof sequenceListQuery>;

export const sequenceRow = z
  .object({
    id: z.number().int(),
    title: z.string(),
    folder_id: z.number().int().nullable(),
    ordering: z.number().int(),
    thumbnail: z.string().nullable(),
    window_start: z.string().nullable(),
    window_end: z.string().nullable(),
    timezone: z.string(),
    stop_on_reply: z.boolean(),
    messages: z.number().int(),
    subscribers: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("Sequence");
export type SequenceRow = z.infer<typeof sequenceRow>;
export const sequencePage = pageSchema(sequenceRow).openapi("SequencePage");
export type SequencePage = z.infer<typeof sequencePage>;
export const sequencePicker = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) });
export const sequenceSaved = z.object({ status: z.number().int(), message: z.string(), data: sequenceRow });

const delayAmount = z.coerce.number({ error: "The delay amount must be a number." }).int({ error: "The delay amount must be a whole number." }).min(0, { error: "The delay amount may not be negative." }).max(DELAY_MAX, { error: `The delay amount may not be greater than ${DELAY_MAX}.` });
const messageFields = {
  kind: z.enum(MESSAGE_KINDS, { error: "The selected kind is invalid." }),
  subject: text("subject").max(SUBJECT_MAX, { error: `The subject may not be greater than ${SUBJECT_MAX} characters.` }).nullable().optional(),
  body: text("body").max(EMAIL_BODY_MAX, { error: `The body may not be greater than ${EMAIL_BODY_MAX} characters.` }),
  delay_amount: delayAmount,
  delay_unit: z.enum(DELAY_UNITS, { error: "The selected delay unit is invalid." }),
};
export const messageCreate = z.object({
  ...messageFields,
  /** 0 = first; absent or past the end = last. */
  position: z.coerce.number({ error: "The position must be a number." }).int().min(0).max(MAX_MESSAGES).optional(),
});
export const messageUpdate = z.object({ message_id: id("message id"), ...messageFields });
export type MessageInput = z.infer<typeof messageCreate>;
export const messageDelete = z.object({ message_id: id("message id") });
export const messageSort = z.object({ ids: idList("ids", MAX_MESSAGES) });
export const sequenceMessage = z
  .object({
    id: z.number().int(),
    sequence_id: z.number().int(),
    position: z.number().int(),
    kind: z.enum(MESSAGE_KINDS),
    subject: z.string().nullable(),
    body: z.string(),
    delay_amount: z.number().int(),
    delay_unit: z.enum(DELAY_UNITS),
    /** Subscribers this message was sent to, and who wait on it now. */
    sent: z.number().int(),
    waiting: z.number().int(),
  })
  .openapi("SequenceMessage");
export type SequenceMessage = z.infer<typeof sequenceMessage>;
export const messageList = z.object({ data: z.array(sequenceMessage) });
export const messageSaved = z.object({ status: z.number().int(), message: z.string(), data: sequenceMessage });

/** The contact list's bulk target (ids, or "all matching" its filters) and the sequences. */
export const sequenceContacts = bulkBody("SequenceContacts", { sequence_ids: idList("sequence_ids", IDS_MAX) });
export const contactsAnswer = z.object({ status: z.number().int(), message: z.string(), count: z.number().int() });

export const subscribersQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(SUBSCRIBERS_PER_PAGE),
  status: z.enum(SUBSCRIBER_STATUSES, { error: "The selected status is invalid." }).optional(),
  search: text("search").max(100).optional(),
});
export const sequenceSubscriber = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    number: z.string().nullable(),
    status: z.enum(SUBSCRIBER_STATUSES),
    sent: z.number().int(),
    next_message_id: z.number().int().nullable(),
    next_message: z.string().nullable(),
    next_at: z.string().nullable(),
    last_sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("SequenceSubscriber");
export type SequenceSubscriberRow = z.infer<typeof sequenceSubscriber>;
export const subscriberPage = pageSchema(sequenceSubscriber).openapi("SequenceSubscriberPage");

const audience = { contact_ids: idList("contact_ids", CONTACTS_MAX).optional().openapi({ description: "Chosen subscribers' contacts; absent = every active subscriber." }) };
export const scheduleCreate = z.object({ message_id: id("message id"), send_at: z.iso.datetime({ offset: true, error: "The send at must be a date and time." }), ...audience });
export const sendNowBody = z.object({ message_id: id("message id"), ...audience });
export const scheduleDelete = z.object({ schedule_id: id("schedule id") });
export const sequenceSchedule = z
  .object({ id: z.number().int(), sequence_id: z.number().int(), message_id: z.number().int(), send_at: z.string(), contact_ids: z.array(z.number().int()).nullable(), status: z.string(), sent: z.number().int(), created_at: z.string() })
  .openapi("SequenceSchedule");
export const scheduleList = z.object({ data: z.array(sequenceSchedule) });
export const scheduleSaved = z.object({ status: z.number().int(), message: z.string(), data: sequenceSchedule });
export const emailCount = z.object({ data: z.object({ count: z.number().int(), total: z.number().int(), kind: z.enum(MESSAGE_KINDS) }) });

export const analyticsQuery = z.object({ type: z.enum(ANALYTICS_TYPES, { error: "The selected type is invalid." }).default("email") });
const rate = z.number();
export const analyticsAnswer = z.object({
  data: z.object({
    type: z.enum(ANALYTICS_TYPES),
    sent: z.number().int(),
    delivered: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    bounced: z.number().int(),
    unsubscribed: z.number().int(),
    failed: z.number().int(),
    replied: z.number().int(),
    /** Percent of sent, one decimal. */
    rates: z.object({ delivered: rate, opened: rate, clicked: rate, bounced: rate, unsubscribed: rate, failed: rate, replied: rate }),
  }),
});
export type SequenceAnalytics = z.infer<typeof analyticsAnswer>["data"];
export const detailAnalyticsQuery = z.object({ week_of: z.iso.date({ error: "The week of must be a date (YYYY-MM-DD)." }).optional() });
const dayPoint = z.object({ day: z.string(), date: z.string(), sent: z.number().int(), opened: z.number().int(), clicked: z.number().int() });
export const detailAnalyticsAnswer = z.object({
  data: z.array(
    z.object({
      message_id: z.number().int(),
      kind: z.enum(MESSAGE_KINDS),
      title: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
      bounced: z.number().int(),
      failed: z.number().int(),
      replied: z.number().int(),
      /** The week's Mon–Sun series, in the sequence's time zone. */
      daily: z.array(dayPoint),
    }),
  ),
});
export type DetailAnalytics = z.infer<typeof detailAnalyticsAnswer>["data"];

export const messageParams = z.object({ id: id(), messageId: id("message id") });
export const messageIdParam = z.object({ messageId: id("message id") });
export const messageSubscribersQuery = pageQuery.extend({ per_page: pageQuery.shape.per_page.default(SUBSCRIBERS_PER_PAGE) });
export const messageSubscriber = z
  .object({ subscriber_id: z.number().int(), contact_id: z.number().int(), name: z.string(), address: z.string().nullable(), status: z.string(), outbox_status: z.string().nullable(), sent_at: z.string(), opened_at: z.string().nullable(), clicked_at: z.string().nullable() })
  .openapi("SequenceMessageSubscriber");
export const messageSubscriberPage = pageSchema(messageSubscriber);
export const resendBody = z.object({
  contact_id: id("contact id").optional().openapi({ description: "One subscriber; absent with unopened true = every subscriber who has not opened it." }),
  unopened: z.boolean({ error: "The unopened field must be true or false." }).optional(),
});
export const resendAnswer = z.object({ status: z.number().int(), message: z.string(), count: z.number().int() });

export const contactSequencesQuery = pageQuery.extend({ contact_id: id("contact id"), per_page: pageQuery.shape.per_page.default(10) });
export const contactSequence = z.object({ id: z.number().int(), sequence_id: z.number().int(), title: z.string(), status: z.enum(SUBSCRIBER_STATUSES), sent: z.number().int(), next_at: z.string().nullable(), created_at: z.string() });
export const contactSequencePage = pageSchema(contactSequence).openapi("ContactSequencePage");
