import type { Db } from "../../db";
import type { demoIds } from "../helpers/demo-ids";

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** A record each tenant owns: `own` is Demo Fitness Co's (Downtown), `other` is Other Studio's. */
export type Pair = { own: number; other: number };

/**
 * A module's part of the tenancy sweep (tests/integration/tenancy.test.ts). The sweep hits
 * every route the module declares; a module only says how to fill path parameters with one
 * record per tenant, so the sweep can check another tenant's id answers 404 and changes nothing.
 */
export type TenancyFixture = {
  module: string;
  /** Creates (or names) one record per tenant for each kind the module's paths take. */
  records?: (db: Db, ids: DemoIds) => Promise<Record<string, Pair>>;
  /** "METHOD /path" -> { param: record kind }, for every declared route with path parameters. */
  params?: Record<string, Record<string, string>>;
  /**
   * "METHOD /path" -> { param: fixed value }, for path parameters that name no record (an
   * asset type, a kind). A route whose parameters are all fixed has no foreign id to sweep.
   */
  literals?: Record<string, Record<string, string>>;
  /** "METHOD /path" -> a valid body, so a foreign-id call reaches the tenant check. */
  bodies?: Record<string, unknown>;
  /** Checks a foreign-id call changed nothing (runs after the sweep). */
  unchanged?: (db: Db, records: Record<string, Pair>) => Promise<void>;
};

export const defineFixture = (f: TenancyFixture) => f;
