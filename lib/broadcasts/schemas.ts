import { z } from "@hono/zod-openapi";
import { SUPPRESSION_TYPES } from "@/lib/contacts/bulk-constants";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text } from "@/lib/http/schemas";
import { richText } from "@/lib/rich-text/schemas";
import { AUDIENCE_MAX, BROADCAST_CHANNELS, BROADCAST_MSG, BROADCAST_SORTS, BROADCAST_TYPES, BROADCASTS_PER_PAGE, IDS_MAX, NAME_MAX, SUBJECT_MAX } from "./constants";

const name = text("name")
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: BROADCAST_MSG.nameRequired }).max(NAME_MAX, { error: `The name may not be greater than ${NAME_MAX} characters.` }));
const ids = (field: string) => z.array(id(field), { error: `The ${field}s must be a list of ids.` }).max(AUDIENCE_MAX, { error: `At most ${AUDIENCE_MAX} ${field}s.` });
const folderId = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);

export const broadcastListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(BROADCASTS_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(BROADCAST_SORTS, { error: "The selected order by is invalid." }).default("id"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** Absent (the spec's null): every folder; 0: the main folder only. */
  folder_id: folderId.optional(),
  type: z.enum(BROADCAST_TYPES, { error: "The selected type is invalid." }).default("all"),
});
export type BroadcastListQuery = z.infer<typeof broadcastListQuery>;

export const audience = z.object({
  group_ids: ids("group id").default([]),
  tag_ids: ids("tag id").default([]),
  statuses: z.array(text("status").max(100), { error: "The statuses must be a list." }).max(AUDIENCE_MAX).default([]),
  exclude_tag_ids: ids("exclusion tag id").default([]),
});

export const broadcastSave = z
  .object({
    /** Absent: a new draft; present: that broadcast is updated (not once it is sending). */
    id: id().optional(),
    name,
    channel: z.enum(BROADCAST_CHANNELS, { error: "The selected channel is invalid." }).default("email"),
    subject: text("subject").max(SUBJECT_MAX, { error: `The subject may not be greater than ${SUBJECT_MAX} characters.` }).default(""),
    body: richText().default(""),
    folder_id: folderId.optional(),
    ...audience.shape,
  })
  .openapi("BroadcastSave");
export type BroadcastSave = z.infer<typeof broadcastSave>;

export const broadcastSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    channel: z.enum(BROADCAST_CHANNELS),
    subject: z.string(),
    status: z.string(),
    folder_id: z.number().int().nullable(),
    scheduled_at: z.string().nullable(),
    resumes_at: z.string().nullable().openapi({ description: "The sending domain's warm-up cap is used up for today: the rest goes then." }),
    sent_at: z.string().nullable(),
    total: z.number().int(),
    sent: z.number().int(),
    opened: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("BroadcastSummary");
export const broadcastPage = pageSchema(broadcastSummary);

export const broadcastDetail = broadcastSummary
  .extend({ body: z.string(), resend_of: z.number().int().nullable(), ...audience.shape })
  .openapi("Broadcast");
export type BroadcastDetail = z.infer<typeof broadcastDetail>;
export const broadcastSaved = z.object({ status: z.number().int(), message: z.string(), data: broadcastDetail });

export const broadcastIdBody = z.object({ id: id() });
export const broadcastRename = z.object({ id: id(), name });
export const broadcastIds = z.object({ ids: z.array(id(), { error: "The ids must be a list." }).min(1, { error: "Please select at least one broadcast." }).max(IDS_MAX) });
export const sendBody = z.object({
  /** Absent or null: now. */
  schedule_at: z.iso.datetime({ offset: true, error: "The schedule time must be a date and time." }).nullable().optional(),
});

export const recipientQuery = pageQuery.extend({ per_page: pageQuery.shape.per_page.default(25) });
export const recipientRow = z.object({
  contact_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  /** Before the send: "eligible" (the audience as it is now); after: pending | sent. */
  state: z.string(),
  sent_at: z.string().nullable(),
});
export const recipientPage = pageSchema(recipientRow);

/** GET /contact/broadcast-logs: the broadcasts one contact was sent, newest first (the profile's section). */
export const contactLogQuery = pageQuery.extend({ contact_id: id("contact_id") });
export const contactLogRow = z.object({
  broadcast_id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  channel: z.string(),
  /** The recipient row's state: pending (the send is still going) or sent. */
  state: z.string(),
  sent_at: z.string().nullable(),
  /** The outbox status of the message (email or SMS), null before it is recorded. */
  message_status: z.string().nullable(),
  /** Human opens and clicks of the email (machine opens do not count); 0 for SMS. */
  opens: z.number().int(),
  clicks: z.number().int(),
  bounced: z.boolean(),
  unsubscribed: z.boolean(),
});
export type ContactLogRow = z.infer<typeof contactLogRow>;
export const contactLogPage = pageSchema(contactLogRow);

export const logQuery = pageQuery.extend({ broadcast_id: id("broadcast id"), per_page: pageQuery.shape.per_page.default(25) });
export const logRow = recipientRow.extend({
  message_status: z.string().nullable(),
  opened_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  bounced: z.boolean(),
  complained: z.boolean(),
  unsubscribed: z.boolean(),
});
export const logPage = pageSchema(logRow).extend({
  stats: z.object({ total: z.number().int(), sent: z.number().int(), opened: z.number().int(), clicked: z.number().int(), bounced: z.number().int(), complained: z.number().int(), unsubscribed: z.number().int() }),
});

export const suppressedQuery = pageQuery.extend({ type: z.enum(SUPPRESSION_TYPES, { error: "The selected type is invalid." }).default("bounces") });

export const publicViewQuery = z.object({ token: text("token").max(200).optional() });
export const publicView = z.object({
  broadcast: z.object({ id: z.number().int(), name: z.string(), subject: z.string(), html: z.string(), sent_at: z.string().nullable(), business_name: z.string() }),
  signatures: z.array(z.object({ id: z.number().int(), html: z.string() })),
});

export const unopenedQuery = pageQuery.extend({ broadcast_id: id("broadcast id"), per_page: pageQuery.shape.per_page.default(25) });
export const unopenedRow = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), sent_at: z.string().nullable() });
export const unopenedPage = pageSchema(unopenedRow);
export const applyUnopenedTag = z.object({ broadcast_id: id("broadcast id"), tag_id: id("tag id") });
export const applied = z.object({ status: z.number().int(), message: z.string(), count: z.number().int() });

export const draftFromTemplate = z.object({ template_id: id("template id") });
export const draftCreated = z.object({ status: z.number().int(), message: z.string(), data: z.object({ id: z.number().int() }) });
