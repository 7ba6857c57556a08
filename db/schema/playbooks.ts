import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { files } from "./files";
import { folders } from "./folders";

/**
 * Playbooks (doc 2 s3 "Playbook"): multi-step content sent to contacts and shown in the client
 * portal. Every child table carries the location too, so each query filters on it in its own
 * statement (ARCHITECTURE.md "Tenancy").
 */

/** Categories a playbook is filed under in the portal (create-category, playbook-categories). */
export const playbookCategories = pgTable(
  "playbook_categories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("playbook_categories_name_idx").on(t.locationId, sql`lower(${t.name})`)],
);

export const playbooks = pgTable(
  "playbooks",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => playbookCategories.id, { onDelete: "set null" }),
    /** The dashboard's hand-made order (listed desc); lib/http/reorder.ts. */
    ordering: integer("ordering").notNull().default(0),
    thumbnail: text("thumbnail"),
    isPinned: boolean("is_pinned").notNull().default(false),
    /** Shown to every portal contact, assigned or not. */
    allClients: boolean("all_clients").notNull().default(false),
    /** The editor's configuration (lib/playbooks/constants.ts PLAYBOOK_SETTINGS_DEFAULTS). */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The portal sidebar's sections in their order (sort-sidebar). */
    sidebarOrder: jsonb("sidebar_order").$type<string[]>().notNull().default(["steps", "downloads", "faq", "questions"]),
    ...timestamps(),
  },
  (t) => [
    index("playbooks_location_folder_ordering_idx").on(t.locationId, t.folderId, t.ordering, t.id),
    index("playbooks_location_ordering_idx").on(t.locationId, t.ordering, t.id),
  ],
);

/**
 * A step: banner (1200x200) and thumbnail (1200x700) URLs, tabs and downloads. Steps made from a
 * design-tool zip keep their batch and images (one image, or several in a grouped step).
 */
export const playbookSteps = pgTable(
  "playbook_steps",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    banner: text("banner"),
    thumb: text("thumb"),
    ordering: integer("ordering").notNull().default(0),
    /** The design-tool upload this step came from (null: made by hand). */
    batch: text("batch"),
    /** Design-tool images: `[{ file_id, url, name }]`, in natural order. */
    images: jsonb("images").$type<{ file_id: number; url: string; name: string }[]>().notNull().default([]),
    archived: boolean("archived").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("playbook_steps_playbook_idx").on(t.locationId, t.playbookId, t.ordering, t.id)],
);

export const playbookTabs = pgTable(
  "playbook_tabs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    stepId: integer("step_id").notNull().references(() => playbookSteps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Sanitised HTML (lib/rich-text): cleaned on save and again on render. */
    content: text("content").notNull().default(""),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("playbook_tabs_step_idx").on(t.locationId, t.stepId, t.ordering, t.id)],
);

/** A file attached to a step; the bytes are a private platform file (`download` streams it). */
export const playbookDownloads = pgTable(
  "playbook_downloads",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    stepId: integer("step_id").notNull().references(() => playbookSteps.id, { onDelete: "cascade" }),
    fileId: integer("file_id").notNull().references(() => files.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("playbook_downloads_step_idx").on(t.locationId, t.stepId, t.id)],
);

export const playbookButtons = pgTable(
  "playbook_buttons",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    color: text("color").notNull(),
    icon: text("icon").notNull(),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("playbook_buttons_playbook_idx").on(t.locationId, t.playbookId, t.ordering, t.id)],
);

export const playbookFaqs = pgTable(
  "playbook_faqs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull().default(""),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("playbook_faqs_playbook_idx").on(t.locationId, t.playbookId, t.ordering, t.id)],
);

/** Questions contacts ask from the portal; an answered one can be filed as an FAQ. */
export const playbookQuestions = pgTable(
  "playbook_questions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    answer: text("answer"),
    createdAt: createdAt(),
  },
  (t) => [index("playbook_questions_playbook_idx").on(t.locationId, t.playbookId, t.id)],
);

/** Playbooks sent to contacts (send-to-contact / restrict-from-contact), with their progress. */
export const contactPlaybooks = pgTable(
  "contact_playbooks",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("contact_playbooks_playbook_contact_idx").on(t.playbookId, t.contactId),
    index("contact_playbooks_location_contact_idx").on(t.locationId, t.contactId, t.createdAt, t.id),
  ],
);

/** A contact's finished steps (the analytics' "by step" and the profile's progress). */
export const playbookStepProgress = pgTable(
  "playbook_step_progress",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    stepId: integer("step_id").notNull().references(() => playbookSteps.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("playbook_step_progress_step_contact_idx").on(t.stepId, t.contactId)],
);

/** Single-use sign-in links mailed by `resend` (/auth/login-with-playbook-token); only the hash is kept. */
export const playbookLoginTokens = pgTable(
  "playbook_login_tokens",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    playbookId: integer("playbook_id").notNull().references(() => playbooks.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("playbook_login_tokens_hash_idx").on(t.tokenHash)],
);
