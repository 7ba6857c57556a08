import { index, integer, timestamp, type AnyPgColumn, type PgColumn } from "drizzle-orm/pg-core";
import { locations } from "./accounts";

/**
 * The columns every tenant table declares the same way. The tenant is the location
 * (ARCHITECTURE.md "Tenancy"); child tables carry it too, so every query filters on it
 * in the same statement.
 */
export const tenantId = () =>
  integer("location_id")
    .notNull()
    .references((): AnyPgColumn => locations.id, { onDelete: "cascade" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, for tables whose rows are edited. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * The index a tenant's list needs for one sort: (location_id, sort column, id), so the list
 * kit's `ORDER BY sort, id` within a tenant reads the index in order (lib/http/list-query.ts).
 */
export const listIndex = (name: string, tenant: PgColumn, sort: PgColumn, id: PgColumn) => index(name).on(tenant, sort, id);
