import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A column with its table's name ("pages"."id"), for the outer side of a correlated subquery in
 * a select's fields. Drizzle leaves the table off columns in the fields of a one-table select,
 * so `${pages.id}` there reads "id", which the subquery binds to its own table's id.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
