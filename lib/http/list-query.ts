import { and, asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { toPage, type Page } from "./pagination";

/**
 * "A page of a tenant's rows", the one way every list endpoint reads: the tenant filter in the
 * same statement as the rows, a whitelisted sort with the id as tie-breaker (so the order is
 * total and the (tenant, sort, id) index serves it), and the rows and their total in one round
 * trip (`count(*) over ()`). Only a page past the end needs a second, count-only query.
 */
export type ListSpec<S extends string> = {
  /** The tenant filter, e.g. `eq(t.locationId, ctx.locationId)`. Required: no list reads unscoped. */
  tenant: SQL;
  /** The list's filters (search, status…); undefined entries are skipped. */
  filters?: (SQL | undefined)[];
  /** Sortable keys and the column (or expression) each sorts by. Anything else is refused by the schema. */
  sorts: Record<S, AnyColumn | SQL>;
  sort: S;
  direction: "asc" | "desc";
  /** The unique tie-breaker, normally the table's id. */
  id: AnyColumn;
  page: number;
  perPage: number;
  /**
   * A kept total (a scalar subquery over a trigger-kept count) answered in the page's statement
   * instead of `count(*) over ()`, which visits every match: for big lists whose filters a
   * counter covers. Omit it to count.
   */
  total?: SQL<number>;
  /**
   * The list's own table, no joins (`db.select({ id }).from(table).$dynamic()`): the page's ids
   * are read from it first, in sort order (the (tenant, sort, id) index), and only those rows
   * are joined. A deep page then skips index entries, not joined rows.
   */
  ids?: () => PgSelect;
};

/** Builds the WHERE and ORDER BY of a list (also for callers that need the pieces). */
export function listClauses<S extends string>(spec: ListSpec<S>) {
  const where = and(spec.tenant, ...(spec.filters ?? []))!;
  const dir = spec.direction === "asc" ? asc : desc;
  return { where, orderBy: [dir(spec.sorts[spec.sort]), dir(spec.id)] };
}

/**
 * Runs a list: `base` is the module's select (columns and joins) with no where/order/limit.
 * `count` builds the count-only query for the rare page past the end.
 */
type RowOf<Q> = Q extends PromiseLike<(infer R)[]> ? R : never;

export async function listPage<S extends string, Q extends PgSelect>(
  spec: ListSpec<S>,
  base: (total: SQL.Aliased<number>) => Q,
  count: (where: SQL) => Promise<number>,
): Promise<Page<Omit<RowOf<Q>, "__total">>> {
  type Row = RowOf<Q> & { __total: number };
  const { where, orderBy } = listClauses(spec);
  // With `ids` the statement sees only the page's rows: without a kept total, count apart.
  const counted = !spec.total && !!spec.ids;
  const total = (spec.total ? sql<number>`(${spec.total})::int` : counted ? sql<number>`0` : sql<number>`(count(*) over ())::int`).as("__total");
  const offset = (spec.page - 1) * spec.perPage;
  const rows = (
    spec.ids
      ? // `= any(array(…))`: the ids are computed once, then fetched by primary key (an `in (…)`
        // semi-join may scan the whole table to match them on a small table's plan).
        await base(total)
          .where(sql`${spec.id} = any(array(${spec.ids().where(where).orderBy(...orderBy).limit(spec.perPage).offset(offset)}))`)
          .orderBy(...orderBy)
      : await base(total).where(where).orderBy(...orderBy).limit(spec.perPage).offset(offset)
  ) as Row[];
  const n = counted ? await count(where) : rows.length ? Number(rows[0].__total) : spec.page === 1 ? 0 : await count(where);
  const data = rows.map(({ __total, ...rest }) => rest);
  return toPage(data, n, spec.page, spec.perPage);
}
