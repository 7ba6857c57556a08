/**
 * Shared plumbing for `npm run bench` and `npm run bench:js`: a seeded bench database,
 * a production build in its own dist folder, a `next start` on a free 127.0.0.1 port,
 * sign-in helpers, and cleanup that always stops what it started.
 *
 * Everything lives in folders of its own (.data-bench, .next-bench) so a bench run never
 * touches the developer's .data or .next; `bench --postgres` uses its own database
 * (coachos_bench, see ./postgres.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = process.cwd();
export const DIST_DIR = ".next-bench";
export const BENCH_DATA_DIR = path.join(ROOT, ".data-bench");
export const RESULTS_DIR = path.join(ROOT, "bench-results");
export const DEMO_EMAIL = "owner@demo.test";
export const DEMO_PASSWORD = "password123";
const SEED_MARKER = "bench-seed.json";
const BIN = path.join(ROOT, "node_modules", ".bin");

export function assertProjectRoot(): void {
  if (!fs.existsSync(path.join(ROOT, "next.config.mjs")) || !fs.existsSync(path.join(BIN, "next"))) {
    throw new Error(`Run this from the project root (with node_modules installed); cwd is ${ROOT}.`);
  }
}

/* ----------------------------------------------------------------------------- args */

export type Args = { flags: Set<string>; values: Map<string, string> };

/** `--name value` and `--name=value` pairs plus bare `--flag`s; unknown names are refused. */
export function parseArgs(argv: string[], known: { flags: string[]; values: string[] }): Args {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`Unexpected argument: ${a}`);
    const [name, inline] = a.slice(2).split("=", 2);
    if (known.flags.includes(name)) flags.add(name);
    else if (known.values.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`--${name} needs a value`);
      values.set(name, v);
    } else throw new Error(`Unknown option --${name}. Known: ${[...known.flags, ...known.values].map((n) => `--${n}`).join(" ")}`);
  }
  return { flags, values };
}

/* -------------------------------------------------------------------------- cleanup */

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | undefined;

/** Runs registered cleanups once (last registered first). */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error("cleanup:", err);
      }
    }
    for (const c of children) killTree(c, "SIGKILL");
  })();
  return cleaning;
}

export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Detached children lead their own process group: signal the whole group.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

let handlersInstalled = false;
/** Ctrl-C, SIGTERM and crashes stop the server and any child before exiting. */
export function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping...`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  process.on("uncaughtException", (err) => {
    console.error(err);
    void cleanup().finally(() => process.exit(1));
  });
  // Last resort if the process exits without awaiting cleanup.
  process.on("exit", () => {
    for (const c of children) killTree(c, "SIGKILL");
  });
}

/** Runs a command to completion (output shown), tracked so a signal stops it too. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
    children.add(child);
    child.on("error", (err) => {
      children.delete(child);
      reject(err);
    });
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Which database the children use: PostgreSQL at `databaseUrl` when given, else embedded PGlite. */
export type BenchDb = { databaseUrl?: string };

/**
 * The environment every child gets: bench dist folder, production, and either embedded
 * PGlite in `dataDir` or (with `db.databaseUrl`) PostgreSQL at that URL. `dataDir` is still
 * DATA_DIR in postgres mode: the app keeps its auth secret there.
 */
export function benchEnv(dataDir: string, extra: Record<string, string> = {}, db: BenchDb = {}): NodeJS.ProcessEnv {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { PORT, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    // Embedded mode: empty (not unset) so a DATABASE_URL from the shell or an .env file can't
    // point the bench elsewhere. Postgres mode: the bench database, never the shell's.
    DATABASE_URL: db.databaseUrl ?? "",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    // One token drives thousands of calls a second here: the per-token limit (100 per 10 s,
    // lib/http/rate-limit.ts) would answer 429 and the bench would measure the limiter.
    API_RATE_LIMIT: "0",
    ...extra,
  };
}

/* --------------------------------------------------------------------- seed / build */

function pidAlive(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, "utf8"));
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** A hash of db/migrations (SQL and journal): a seeded folder is reused only while it matches. */
export function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".sql") || e.name === "_journal.json") hash.update(path.relative(ROOT, p)).update(fs.readFileSync(p));
    }
  };
  walk(path.join(ROOT, "db", "migrations"));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Makes sure `dir` holds the demo data plus `contacts` generated contacts in Downtown and
 * `elsewhere` in the other locations. A folder whose marker says the same counts is reused;
 * anything else (or `fresh`) is deleted and re-seeded.
 * Runs before the server starts: PGlite has no lock between processes.
 */
export async function ensureSeeded(dir: string, contacts: number, elsewhere: number, fresh: boolean): Promise<"reused" | "seeded"> {
  const marker = path.join(dir, SEED_MARKER);
  const migrations = migrationsFingerprint();
  let current: { contacts?: number; elsewhere?: number; migrations?: string } | null = null;
  try {
    current = JSON.parse(fs.readFileSync(marker, "utf8")) as { contacts?: number; elsewhere?: number; migrations?: string };
  } catch {
    current = null;
  }
  if (!fresh && current?.contacts === contacts && (current.elsewhere ?? 0) === elsewhere && fs.existsSync(path.join(dir, "pglite"))) {
    if (current.migrations === migrations) return "reused";
    // Regenerated or edited migrations may not apply on top of the old database.
    console.log("The migrations changed since the bench database was seeded: re-seeding.");
  }

  const pid = pidAlive(path.join(dir, "app.pid"));
  if (pid) throw new Error(`A server (pid ${pid}) still has ${dir} open; stop it first (another bench run?).`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`Seeding ${dir} with ${contacts} contacts in Downtown and ${elsewhere} elsewhere (one-off; reused by later runs, --fresh rebuilds)...`);
  const t0 = Date.now();
  await run(path.join(BIN, "tsx"), ["--conditions=react-server", "scripts/seed.ts", "--contacts", String(contacts), "--elsewhere", String(elsewhere)], benchEnv(dir), "Seeding");
  fs.writeFileSync(marker, JSON.stringify({ contacts, elsewhere, migrations, seededAt: new Date().toISOString() }, null, 2) + "\n");
  console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  return "seeded";
}

function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(tsx?|css|mjs|json)$/.test(e.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** Builds into .next-bench when it has no BUILD_ID or `force`; warns when sources are newer. */
export async function ensureBuilt(force: boolean): Promise<void> {
  const buildId = path.join(ROOT, DIST_DIR, "BUILD_ID");
  if (!force && fs.existsSync(buildId)) {
    const built = fs.statSync(buildId).mtimeMs;
    const src = Math.max(...["app", "components", "lib", "db"].map((d) => newestMtime(path.join(ROOT, d))));
    const age = Math.round((Date.now() - built) / 60_000);
    console.log(`Using the existing build in ${DIST_DIR} (built ${age} min ago; --build rebuilds).`);
    if (src > built) console.log("  warning: sources changed after that build; pass --build to measure the current code.");
    return;
  }
  // Build-time code never opens the bench database: give it a throwaway data folder.
  const tmpData = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-bench-build-"));
  console.log(`Building into ${DIST_DIR} (next build)...`);
  const t0 = Date.now();
  try {
    await run(path.join(BIN, "next"), ["build"], benchEnv(tmpData), "next build");
  } finally {
    fs.rmSync(tmpData, { recursive: true, force: true });
  }
  console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
}

/* --------------------------------------------------------------------------- server */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

export type Server = { origin: string; pid: number; logFile: string; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The log from its first error (where the cause usually is), else its last lines. */
function tail(file: string, lines = 30): string {
  try {
    const all = fs.readFileSync(file, "utf8").split("\n");
    const first = all.findIndex((l) => /error/i.test(l));
    return (first >= 0 ? all.slice(first, first + lines) : all.slice(-lines)).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * `next start` on a free 127.0.0.1 port, in its own process group, output to
 * bench-results/<name>-server.log, on embedded PGlite in `dataDir` or on PostgreSQL when
 * `db.databaseUrl` is given. Resolves once GET /api/v3/health answers 200 (that first
 * request opens the database). Registered for cleanup: it is always stopped.
 */
export async function startServer(dataDir: string, name: string, db: BenchDb = {}): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, `${name}-server.log`);
  const log = fs.openSync(logFile, "w");
  const child = spawn(path.join(BIN, "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: benchEnv(dataDir, { NEXTAUTH_URL: origin }, db),
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  children.add(child);
  let exited = false;
  const exitedP = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      children.delete(child);
      resolve();
    }),
  );

  const stop = async () => {
    if (exited) return;
    killTree(child, "SIGTERM");
    await Promise.race([exitedP, sleep(5000)]);
    if (!exited) {
      killTree(child, "SIGKILL");
      await Promise.race([exitedP, sleep(2000)]);
    }
  };
  onCleanup(stop);

  const deadline = Date.now() + 120_000;
  let failures = 0;
  for (;;) {
    if (exited) throw new Error(`next start exited early. Log tail (${logFile}):\n${tail(logFile)}`);
    try {
      const res = await fetch(`${origin}/api/v3/health`, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
      // Listening but failing (e.g. the database would not open or migrate): don't wait out the clock.
      if (++failures >= 5) throw new Error(`GET /api/v3/health answered ${res.status} ${failures} times. Log tail (${logFile}):\n${tail(logFile)}`);
    } catch (err) {
      if (failures >= 5) throw err;
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`Server not healthy after 120 s. Log tail (${logFile}):\n${tail(logFile)}`);
    await sleep(300);
  }
  return { origin, pid: child.pid!, logFile, stop };
}

/* ---------------------------------------------------------------------------- login */

/** POST /api/v3/auth/login as the demo owner; returns the Bearer access token. */
export async function apiLogin(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/v3/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await res.json().catch(() => null)) as { access_token?: string } | null;
  if (res.status !== 200 || !body?.access_token) {
    throw new Error(`Login failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

function cookiePairs(res: Response): Array<[string, string]> {
  return res.headers.getSetCookie().map((c) => {
    const first = c.split(";", 1)[0];
    const eq = first.indexOf("=");
    return [first.slice(0, eq), first.slice(eq + 1)];
  });
}

/**
 * The browser session: the access token exchanged through next-auth's credentials
 * provider (GET /api/auth/csrf, then POST /api/auth/callback/credentials). Returns a
 * Cookie header value holding the session token (all chunks, if next-auth split it).
 */
export async function sessionCookie(origin: string, accessToken: string): Promise<string> {
  const csrfRes = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrfCookies = cookiePairs(csrfRes).map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies },
    body: new URLSearchParams({ csrfToken, access_token: accessToken, json: "true" }).toString(),
  });
  await res.arrayBuffer();
  const session = cookiePairs(res).filter(([k, v]) => k.startsWith("next-auth.session-token") && v);
  if (!session.length) throw new Error(`No session cookie from the credentials callback (status ${res.status}).`);
  return session.map(([k, v]) => `${k}=${v}`).join("; ");
}

/* -------------------------------------------------------------------------- machine */

export type Machine = {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  next: string;
  platform: string;
  loadavg: number[];
};

export function machine(): Machine {
  const cpus = os.cpus();
  let next = "?";
  try {
    next = (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string }).version;
  } catch {
    /* unknown */
  }
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "?",
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    next,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function printMachine(m: Machine): void {
  console.log(`Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB, ${m.platform}`);
  console.log(`Node ${m.node}, Next ${m.next}; load average ${m.loadavg.join(" / ")} (1/5/15 min)`);
}

export function writeResult(file: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const p = path.join(RESULTS_DIR, file);
  fs.writeFileSync(p, JSON.stringify(data, null, 2) + "\n");
  return p;
}

/** Runs a bench script's main: prints a failure as one line, sets the exit code, always cleans up. */
export function runMain(main: () => Promise<void>): void {
  main()
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    })
    .finally(() => cleanup());
}
