import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import { notFound, validationError } from "./errors";

/** Where a list keeps its hand-made order: the kit's reorder helpers work on any such table. */
export type Orderable = { table: PgTable; id: AnyPgColumn; locationId: AnyPgColumn; ordering: AnyPgColumn; noun: string };

/** For an insert: one more than the location's highest ordering, so a new item comes first in a desc list. */
export function nextOrdering(spec: Orderable, locationId: number, scope?: SQL): SQL {
  return sql`(select coalesce(max(${spec.ordering}), 0) + 1 from ${spec.table} where ${and(eq(spec.locationId, locationId), scope)})`;
}

function caseOf(spec: Orderable, ids: number[], values: number[]): SQL {
  return sql`case ${spec.id} ${sql.join(ids.map((id, i) => sql`when ${id}::int then ${values[i]}::int`), sql` `)} end`;
}

function distinct(ids: number[]) {
  if (new Set(ids).size !== ids.length) throw validationError({ ids: ["Each item may be listed only once."] });
}

/**
 * A dashboard's drag and drop: `ids` are some rows (a page) in their new order as shown, in a
 * list sorted by ordering `direction`. The rows swap their own ordering values among themselves,
 * so rows on other pages keep their places. Any id not the location's (within `scope`) is a 404.
 */
export async function reorderWithin(db: Db, spec: Orderable, locationId: number, ids: number[], direction: "asc" | "desc", scope?: SQL) {
  distinct(ids);
  await db.transaction(async (tx) => {
    const where = and(eq(spec.locationId, locationId), inArray(spec.id, ids), scope);
    const rows = (await tx.select({ id: spec.id, ordering: spec.ordering }).from(spec.table).where(where).for("update")) as { id: number; ordering: number }[];
    if (rows.length !== ids.length) throw notFound(spec.noun);
    // Equal values (rows made before ordering was set) would not move: spread them first.
    const values = rows.map((r) => r.ordering).sort((a, b) => (direction === "desc" ? b - a : a - b));
    const spread = new Set(values).size === values.length ? values : values.map((v, i) => (direction === "desc" ? values[0] + values.length - 1 - i : values[0] + i));
    await tx.update(spec.table).set({ [orderingKey(spec)]: caseOf(spec, ids, spread) }).where(where);
  });
}

/**
 * A whole ordered list inside a parent (a playbook's steps, a form's questions): `ids` must be
 * exactly the rows of `scope`, each once; they get 0, 1, 2… in the order given.
 */
export async function reorderAll(db: Db, spec: Orderable, locationId: number, ids: number[], scope: SQL) {
  distinct(ids);
  await db.transaction(async (tx) => {
    const where = and(eq(spec.locationId, locationId), scope);
    const rows = (await tx.select({ id: spec.id }).from(spec.table).where(where).for("update")) as { id: number }[];
    const have = new Set(rows.map((r) => r.id));
    if (ids.some((id) => !have.has(id))) throw notFound(spec.noun);
    if (have.size !== ids.length) throw validationError({ ids: [`The ids must list every ${spec.noun.toLowerCase()} once.`] });
    await tx.update(spec.table).set({ [orderingKey(spec)]: caseOf(spec, ids, ids.map((_, i) => i)) }).where(where);
  });
}

/** The drizzle property name of a table's column (set() takes property names, not columns). */
export function columnProperty(table: PgTable, column: AnyPgColumn): string {
  const columns = table as unknown as Record<string, unknown>;
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`column ${column.name} is not on its table`);
  return key;
}

const orderingKey = (spec: Orderable) => columnProperty(spec.table, spec.ordering);
