import { and, asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { forget, nearestAnchor, remember } from "./page-anchors";
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
  /**
   * With `ids`: remembered page boundaries (lib/http/page-anchors.ts). A page at or after a
   * boundary reads its ids from that row on, through the sort index, instead of skipping every
   * row before it. `key` names the list (tenant, filters; the sort is added here), `version` is
   * a scalar that changes on every write that can move its rows (a trigger-kept counter), and
   * `table` is the list's table (the boundary row's sort key is read back from it by id). The
   * base select must then carry the `version` alias it is given and the rows' `id`.
   */
  seek?: { key: string; version: SQL<number>; table: PgTable };
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
  base: (total: SQL.Aliased<number>, version: SQL.Aliased<number>) => Q,
  count: (where: SQL) => Promise<number>,
): Promise<Page<Omit<RowOf<Q>, "__total" | "__v">>> {
  type Row = RowOf<Q> & { __total: number; __v?: number; id?: unknown };
  const { where, orderBy } = listClauses(spec);
  // With `ids` the statement sees only the page's rows: without a kept total, count apart.
  const counted = !spec.total && !!spec.ids;
  const total = (spec.total ? sql<number>`(${spec.total})::int` : counted ? sql<number>`0` : sql<number>`(count(*) over ())::int`).as("__total");
  const offset = (spec.page - 1) * spec.perPage;
  const version = (spec.seek ? sql<number>`(${spec.seek.version})::int` : sql<number>`0`).as("__v");
  const sortExpr = spec.sorts[spec.sort];
  const read = async (from: { index: number; id: number } | null, prev: boolean) =>
    (spec.ids
      ? // `= any(array(…))`: the ids are computed once, then fetched by primary key (an `in (…)`
        // semi-join may scan the whole table to match them on a small table's plan).
        await base(total, version)
          .where(
            sql`${spec.id} = any(array(${spec
              .ids()
              .where(
                from && spec.seek
                  ? and(where, sql`(${sortExpr}, ${spec.id}) ${sql.raw(spec.direction === "asc" ? ">" : "<")} (select ${sortExpr}, ${spec.id} from ${spec.seek.table} where ${spec.id} = ${from.id})`)
                  : where,
              )
              .orderBy(...orderBy)
              .limit(spec.perPage + (prev ? 1 : 0))
              .offset((from ? offset - from.index - 1 : offset) - (prev ? 1 : 0))}))`,
          )
          .orderBy(...orderBy)
      : await base(total, version).where(where).orderBy(...orderBy).limit(spec.perPage).offset(offset)) as Row[];
  const key = spec.seek && spec.ids ? `${spec.seek.key}|${spec.sort}|${spec.direction}` : null;
  const from = key && offset > 0 ? nearestAnchor(key, offset - 1) : null;
  // Also read the row before the page (unless it is the boundary) to remember where this page
  // starts: the same page asked again then seeks from there instead of skipping every row.
  const prev = !!key && offset > 0 && from?.index !== offset - 1;
  let got = await read(from, prev);
  // A boundary of another version (the list moved since) may have led astray: read by offset.
  if (from && (!got.length || Number(got[0].__v) !== from.version)) {
    forget(key!);
    got = await read(null, prev);
  }
  const before = prev ? got[0] : undefined;
  const rows = prev ? got.slice(1) : got;
  const last = rows.at(-1);
  if (key && got.length) {
    const points = [];
    if (before && typeof before.id === "number") points.push({ index: offset - 1, id: before.id });
    if (last && typeof last.id === "number") points.push({ index: offset + rows.length - 1, id: last.id });
    remember(key, Number(got[0].__v), points);
  }
  const n = counted ? await count(where) : got.length ? Number(got[0].__total) : spec.page === 1 ? 0 : await count(where);
  const data = rows.map(({ __total, __v, ...rest }) => rest);
  return toPage(data, n, spec.page, spec.perPage);
}
