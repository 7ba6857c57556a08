import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { createdAt } from "./columns";

/**
 * Who changed which user, permission or location of a company, and when (issue 9 "Bad input and
 * security"). Company-scoped, not a tenant table: the owner reads it across every location.
 * The actor is kept by id and by name so the entry still reads after the actor is deleted.
 */
export const organizationAudit = pgTable(
  "organization_audit",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** e.g. user.created, user.permissions_changed, location.suspended */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    targetName: text("target_name").notNull(),
    /** What changed: before/after of the fields touched. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("organization_audit_company_idx").on(t.companyId, t.id)],
);

/**
 * Names a user, business or location may not take. Seeded (lib/organization/reserved-words.ts
 * DEFAULT_RESERVED_WORDS) and answered by /auth/refresh as reserved_words.
 */
export const reservedWords = pgTable("reserved_words", {
  word: text("word").primaryKey(),
  createdAt: createdAt(),
});
