import type { SQL } from "drizzle-orm";
import type { Db } from "./open";

/**
 * Rows of a raw statement (`db.execute`), on either driver: PGlite answers `{ rows }`,
 * postgres-js an array. For statements drizzle's builder cannot express.
 */
export async function queryRows<T = Record<string, unknown>>(db: Db, q: SQL): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows?: T[] } & T[];
  return r.rows ?? [...r];
}
