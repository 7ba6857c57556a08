/**
 * The PostgreSQL side of `npm run bench -- --postgres`: a dedicated database (coachos_bench)
 * on a local server, created when missing, seeded with scripts/seed.ts when its Downtown
 * location has fewer contacts than asked for. `--fresh` drops and recreates it.
 *
 * Server: BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/ (trust auth). Only the
 * database name in that URL is replaced; user, password, host, port and query are kept.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { ROOT, benchEnv, run } from "./server";

export const BENCH_PG_DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/";
export const BENCH_PG_DATABASE = process.env.BENCH_PG_DB ?? "coachos_bench";
const BIN = path.join(ROOT, "node_modules", ".bin");

/** The server's base URL with its database name replaced by `db`. */
export function withDatabase(base: string, db: string): string {
  let u: URL;
  try {
    u = new URL(base);
  } catch {
    throw new Error(`BENCH_PG_URL is not a URL: ${base}`);
  }
  if (u.protocol !== "postgres:" && u.protocol !== "postgresql:") throw new Error(`BENCH_PG_URL must be postgres://...; got ${u.protocol}`);
  u.pathname = `/${db}`;
  return u.toString();
}

/** The URL without its password, for printing. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

export function benchPgUrls(): { base: string; admin: string; bench: string } {
  const base = process.env.BENCH_PG_URL || BENCH_PG_DEFAULT_URL;
  return { base, admin: withDatabase(base, "postgres"), bench: withDatabase(base, BENCH_PG_DATABASE) };
}

const client = (url: string) => postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });

/** Contacts in Downtown and in the other locations, or 0 when the schema is not there yet. */
async function contactCounts(url: string): Promise<{ downtown: number; elsewhere: number }> {
  const sql = client(url);
  try {
    const [row] = await sql<{ downtown: string; elsewhere: string }[]>`
      SELECT count(*) FILTER (WHERE l.businessname = 'Downtown') AS downtown,
             count(*) FILTER (WHERE l.businessname <> 'Downtown') AS elsewhere
      FROM contacts c JOIN locations l ON l.id = c.location_id`;
    return { downtown: Number(row?.downtown ?? 0), elsewhere: Number(row?.elsewhere ?? 0) };
  } catch (err) {
    if ((err as { code?: string }).code === "42P01") return { downtown: 0, elsewhere: 0 }; // undefined_table: never migrated
    throw err;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Migrations recorded in the bench database whose SQL no longer matches any file in
 * db/migrations (drizzle stores the sha256 of each file). Appended migrations are fine (the
 * app applies them at start); an edited one is not re-run, so the schema would differ.
 */
async function staleMigrations(url: string): Promise<number> {
  const dir = path.join(ROOT, "db", "migrations");
  const current = new Set(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .map((f) => createHash("sha256").update(fs.readFileSync(path.join(dir, f), "utf8")).digest("hex")),
  );
  const sql = client(url);
  try {
    const rows = await sql<{ hash: string }[]>`SELECT hash FROM drizzle.__drizzle_migrations`;
    return rows.filter((r) => !current.has(r.hash)).length;
  } catch {
    return 0; // no migrations table yet
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Makes sure coachos_bench exists, its Downtown location holds at least `contacts` contacts and
 * the other locations `elsewhere` (adding what is missing with `tsx scripts/seed.ts`). Runs before the
 * server starts. `dataDir` is only the DATA_DIR the seed child gets (the app keeps its auth
 * secret there; the data itself is in PostgreSQL).
 */
export async function ensurePostgresSeeded(contacts: number, elsewhere: number, fresh: boolean, dataDir: string): Promise<{ url: string; state: "reused" | "seeded"; contacts: number }> {
  const { admin, bench } = benchPgUrls();
  const sql = client(admin);
  try {
    try {
      await sql`SELECT 1`;
    } catch (err) {
      throw new Error(
        `Cannot connect to PostgreSQL at ${redact(admin)} (${err instanceof Error ? err.message : String(err)}). ` +
          `Start the server or set BENCH_PG_URL.`,
      );
    }
    if (fresh) {
      console.log(`--fresh: dropping database ${BENCH_PG_DATABASE}.`);
      await sql.unsafe(`DROP DATABASE IF EXISTS ${BENCH_PG_DATABASE} WITH (FORCE)`);
    }
    const [exists] = await sql`SELECT 1 FROM pg_database WHERE datname = ${BENCH_PG_DATABASE}`;
    if (!exists) {
      console.log(`Creating database ${BENCH_PG_DATABASE} on ${redact(admin)}.`);
      await sql.unsafe(`CREATE DATABASE ${BENCH_PG_DATABASE}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }

  const stale = await staleMigrations(bench);
  if (stale) {
    console.log(`  warning: ${stale} migration(s) in ${BENCH_PG_DATABASE} no longer match db/migrations (edited since seeding); pass --fresh to recreate it.`);
  }

  const before = await contactCounts(bench);
  const add = { downtown: Math.max(0, contacts - before.downtown), elsewhere: Math.max(0, elsewhere - before.elsewhere) };
  if (!add.downtown && !add.elsewhere) return { url: bench, state: "reused", contacts: before.downtown };

  console.log(`Seeding ${BENCH_PG_DATABASE}: adding ${add.downtown} contacts to Downtown and ${add.elsewhere} elsewhere (reused by later runs, --fresh recreates)...`);
  const t0 = Date.now();
  const counts = [...(add.downtown ? ["--contacts", String(add.downtown)] : []), ...(add.elsewhere ? ["--elsewhere", String(add.elsewhere)] : [])];
  await run(path.join(BIN, "tsx"), ["--conditions=react-server", "scripts/seed.ts", ...counts], benchEnv(dataDir, {}, { databaseUrl: bench }), "Seeding");
  const after = await contactCounts(bench);
  console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (Downtown now has ${after.downtown} contacts, the other locations ${after.elsewhere}).`);
  return { url: bench, state: "seeded", contacts: after.downtown };
}
