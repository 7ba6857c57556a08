import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, INT32_MAX, text, idList } from "@/lib/http/schemas";
import { ACTION_TYPE_KEYS } from "./action-types";
import { BRANCHES, JOURNEY_IDS_MAX, JOURNEY_SORTS, JOURNEY_TABS, JOURNEYS_PER_PAGE, NAME_MAX, RUN_STATUSES, RUNS_PER_PAGE, START_CONTACTS_MAX } from "./constants";
import { TRIGGER_TYPES } from "./triggers";

const name = text("name").trim().min(1, { error: "The name field is required." }).max(NAME_MAX, { error: `The name may not be greater than ${NAME_MAX} characters.` });
const folderId = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);
const settings = z.record(z.string(), z.unknown(), { error: "The settings field must be an object." }).optional().openapi({ description: "The type's settings (the action and trigger registries declare them)." });

export const journeyListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(JOURNEYS_PER_PAGE),
  search: text("search").max(100).optional(),
  order_by: z.enum(JOURNEY_SORTS, { error: "The selected order by is invalid." }).default("ordering"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
  /** Absent: every folder; 0: the main folder only. */
  folder_id: folderId.optional(),
  mode: z.enum(JOURNEY_TABS, { error: "The selected mode is invalid." }).default("all"),
});
export type JourneyListQuery = z.infer<typeof journeyListQuery>;

export const journeySummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    enabled: z.boolean(),
    folder_id: z.number().int().nullable(),
    ordering: z.number().int(),
    thumbnail: z.string().nullable(),
    /** The first trigger's type, title and the number of steps. */
    trigger_type: z.string().nullable(),
    trigger_title: z.string().nullable(),
    steps: z.number().int(),
    active: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("JourneySummary");
export type JourneySummary = z.infer<typeof journeySummary>;
export const journeyPage = pageSchema(journeySummary).openapi("JourneyPage");
export type JourneyPage = z.infer<typeof journeyPage>;

/** The picker (doc 3 s7: id, name, action, action_title, action_type). */
export const journeyPicker = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean(), action: z.string().nullable(), action_title: z.string().nullable(), action_type: z.string().nullable() })),
});

export const journeyTrigger = z.object({ id: z.number().int(), journey_id: z.number().int(), type: z.string(), title: z.string(), settings: z.record(z.string(), z.unknown()) }).openapi("JourneyTrigger");
export const journeyAction = z
  .object({
    id: z.number().int(),
    journey_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    branch: z.enum(BRANCHES).nullable(),
    position: z.number().int(),
    type: z.string(),
    title: z.string(),
    settings: z.record(z.string(), z.unknown()),
    /** Runs on this step now, and how many ran it and how. */
    counts: z.object({ waiting: z.number().int(), done: z.number().int(), skipped: z.number().int(), failed: z.number().int() }),
  })
  .openapi("JourneyAction");
export type JourneyActionRow = z.infer<typeof journeyAction>;

export const journeyDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    enabled: z.boolean(),
    reentry: z.boolean(),
    folder_id: z.number().int().nullable(),
    triggers: z.array(journeyTrigger),
    /** Every step, flat: the tree is parent_id + branch + position. */
    actions: z.array(journeyAction),
    runs: z.object({ active: z.number().int(), completed: z.number().int(), terminated: z.number().int(), failed: z.number().int() }),
  })
  .openapi("JourneyDetail");
export type JourneyDetail = z.infer<typeof journeyDetail>;

export const journeyCreate = z.object({ name, folder_id: folderId.optional() });
export const journeyRename = z.object({ name });
export const journeyIds = z.object({ ids: idList("ids", JOURNEY_IDS_MAX) });
export const journeyDuplicate = z.object({ id: id("id") });
export const journeyChangeStatus = z.object({ status: z.boolean({ error: "The status field must be true or false." }), reentry: z.boolean({ error: "The reentry field must be true or false." }).optional() });
export const journeyContacts = z.object({ journey_id: id("journey id"), contact_ids: idList("contact_ids", START_CONTACTS_MAX) });

export const triggerCreate = z.object({ type: z.enum(TRIGGER_TYPES, { error: "The selected type is invalid." }), settings });
export const triggerUpdate = z.object({ settings });
export const actionCreate = z.object({
  type: z.enum(ACTION_TYPE_KEYS, { error: "The selected type is invalid." }),
  settings,
  parent_id: id("parent id").nullable().optional(),
  branch: z.enum(BRANCHES, { error: "The selected branch is invalid." }).nullable().optional(),
  /** 0 = first; past the end = last (the default). */
  position: z.coerce.number({ error: "The position must be a number." }).int().min(0).max(10_000).optional(),
});
export const actionUpdate = z.object({ settings });

export const runsQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(RUNS_PER_PAGE),
  status: z.enum(RUN_STATUSES, { error: "The selected status is invalid." }).optional(),
});
export const journeyRun = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    status: z.enum(RUN_STATUSES),
    current_action_id: z.number().int().nullable(),
    current_step: z.string().nullable(),
    resume_at: z.string().nullable(),
    held: z.boolean(),
    source: z.string(),
    started_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .openapi("JourneyRun");
export type JourneyRun = z.infer<typeof journeyRun>;
export const runPage = pageSchema(journeyRun).openapi("JourneyRunPage");

export const historyQuery = pageQuery.extend({ per_page: pageQuery.shape.per_page.default(RUNS_PER_PAGE), contact_id: id("contact id").optional(), run_id: id("run id").optional() });
export const journeyHistory = z
  .object({
    id: z.number().int(),
    run_id: z.number().int(),
    contact_id: z.number().int(),
    name: z.string(),
    action_id: z.number().int().nullable(),
    type: z.string(),
    status: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .openapi("JourneyHistory");
export type JourneyHistoryRow = z.infer<typeof journeyHistory>;
export const historyPage = pageSchema(journeyHistory).openapi("JourneyHistoryPage");

export const conditionActions = z.object({ yes: z.array(journeyAction), no: z.array(journeyAction) });
export const contactJourneysQuery = pageQuery.extend({ contact_id: id("contact id"), per_page: pageQuery.shape.per_page.default(10) });
export const contactJourney = z.object({ id: z.number().int(), journey_id: z.number().int(), name: z.string(), status: z.enum(RUN_STATUSES), current_step: z.string().nullable(), started_at: z.string(), ended_at: z.string().nullable() });
export const contactJourneyPage = pageSchema(contactJourney).openapi("ContactJourneyPage");
export const startAnswer = z.object({ status: z.number().int(), message: z.string(), enrolled: z.number().int() });
export const terminateAnswer = z.object({ status: z.number().int(), message: z.string(), terminated: z.number().int() });
