import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { loginAttempts } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MS } from "./constants";

/**
 * Sign-in throttle. Only wrong passwords count as failures, in two buckets: the account as
 * seen from one client address (so a stranger's guesses lock the stranger out, not the
 * owner) and the client address across all accounts (so one address cannot spray guesses).
 * With no known address every client shares the account's bucket.
 *
 * To keep "at most N wrong passwords checked" under parallel requests, a check first takes
 * a slot: a row stored under `pending:<key>`, inserted only while failures plus slots in use
 * stay under the limit, decided under a per-key advisory lock so parallel requests take
 * turns. The check then turns the slot into a failure or a success (a success frees it).
 * A refused or waiting request leaves nothing behind, and a slot whose request died stops
 * counting after PENDING_TTL_MS, so neither can become a lockout.
 */
const PENDING = "pending:";
const PENDING_TTL_MS = 60_000;
const LOCK_NAMESPACE = 7301;

export const tooManyFailures = (minutes: number) =>
  `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
export const TOO_MANY_AT_ONCE = "Too many sign-in attempts at once. Please try again in a moment.";

type Bucket = { key: string; ip: string | null; max: number };

function bucketsFor(email: string, ip: string | null): Bucket[] {
  const account = { key: email, ip, max: LOGIN_MAX_FAILURES };
  return ip ? [account, { key: `ip:${ip}`, ip, max: LOGIN_MAX_FAILURES_PER_IP }] : [account];
}

// ISO strings, not Dates: raw sql parameters are not mapped by a column (postgres-js refuses Dates).
const ago = (ms: number) => sql`${new Date(Date.now() - ms).toISOString()}::timestamptz`;
const sameIp = (b: Bucket) => (b.ip === null ? sql`${loginAttempts.ip} is null` : sql`${loginAttempts.ip} = ${b.ip}`);
const ofBucket = (b: Bucket) =>
  sql`${loginAttempts.email} in (${b.key}, ${PENDING + b.key}) and ${loginAttempts.createdAt} > ${ago(LOGIN_WINDOW_MS)} and ${sameIp(b)}`;

/** Failures in the window plus live slots: what a new check must stay under. */
const inUse = (b: Bucket) =>
  sql`(select count(*) from ${loginAttempts} where ${ofBucket(b)} and (
    (${loginAttempts.email} = ${b.key} and not ${loginAttempts.succeeded})
    or (${loginAttempts.email} = ${PENDING + b.key} and ${loginAttempts.createdAt} > ${ago(PENDING_TTL_MS)})))`;

async function usage(db: Db, b: Bucket) {
  const [row] = await db
    .select({
      failures: sql<number>`count(*) filter (where ${loginAttempts.email} = ${b.key} and not ${loginAttempts.succeeded})`.mapWith(Number),
      first: sql<string | null>`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.email} = ${b.key} and not ${loginAttempts.succeeded})`,
    })
    .from(loginAttempts)
    .where(ofBucket(b));
  return row;
}

/** Takes a slot in every bucket, answers "crowded" while checks in flight fill one, or throws the lockout. */
async function tryReserve(db: Db, buckets: Bucket[], ip: string | null, field: string): Promise<number[] | "crowded"> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One lock per key, sorted so two requests never wait on each other's second lock.
    const locks = buckets.map((b) => b.key).sort().map((k) => sql`pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${k}))`);
    await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
    // The common case in one statement: a slot in every bucket if all have room.
    const res = await tx.execute(sql`
      insert into ${loginAttempts} (email, ip, succeeded)
      select v.email, ${ip}::text, false from (values ${sql.join(buckets.map((b) => sql`(${PENDING + b.key})`), sql`, `)}) as v(email)
      where ${sql.join(buckets.map((b) => sql`${inUse(b)} < ${b.max}`), sql` and `)}
      returning id`);
    // PGlite answers { rows }, postgres-js an array.
    const rows = ((res as unknown as { rows?: { id: number }[] }).rows ?? (res as unknown as { id: number }[])) as { id: number }[];
    if (rows.length) return rows.map((r) => Number(r.id));
    // No room: locked out (real failures) or only crowded (checks still running).
    for (const b of buckets) {
      const u = await usage(tx, b);
      if (u.failures >= b.max) {
        const unlockAt = new Date(u.first!).getTime() + LOGIN_WINDOW_MS;
        const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
        throw validationError({ [field]: [tooManyFailures(minutes)] });
      }
    }
    return "crowded" as const;
  });
}

/**
 * Checks this process has in flight, per bucket key. A request finding every slot taken by
 * checks still running here waits for one of them to settle (woken by it, no timer) and
 * looks again, so a burst of correct sign-ins queues instead of failing. Slots held by
 * other processes cannot wake it: then it is told to try again in a moment.
 */
const inFlight = new Map<string, { n: number; waiters: Array<() => void> }>();

/** Checks settled in this process so far: tells a request whether what it counted is still current. */
let settled = 0;

function entry(key: string) {
  let e = inFlight.get(key);
  if (!e) inFlight.set(key, (e = { n: 0, waiters: [] }));
  return e;
}

/**
 * Runs `check` (the password comparison) inside the throttle: refused while locked out,
 * counted as a failure when it answers false, freeing its slot when it answers true.
 */
export async function throttledCheck(db: Db, email: string, ip: string | null, check: () => Promise<boolean>, field = "email"): Promise<boolean> {
  const buckets = bucketsFor(email, ip);
  const keys = buckets.map((b) => b.key);
  let slots: number[];
  for (;;) {
    const seen = settled;
    let r: number[] | "crowded";
    try {
      r = await tryReserve(db, buckets, ip, field);
    } catch (err) {
      passOn(keys); // locked out: the next in line will be too, let it hear so now
      throw err;
    }
    if (r !== "crowded") {
      slots = r;
      break;
    }
    // A check here settled while we looked: the count we saw is stale, look again at once.
    if (settled !== seen) continue;
    const local = keys.find((k) => (inFlight.get(k)?.n ?? 0) > 0);
    if (!local) {
      passOn(keys);
      throw validationError({ [field]: [TOO_MANY_AT_ONCE] });
    }
    await new Promise<void>((resolve) => entry(local).waiters.push(resolve));
  }
  for (const k of keys) entry(k).n++;
  try {
    const ok = await check();
    await db
      .update(loginAttempts)
      .set({ email: sql`substr(${loginAttempts.email}, ${PENDING.length + 1})`, succeeded: ok })
      .where(inArray(loginAttempts.id, slots));
    return ok;
  } finally {
    // Whatever happened, this check no longer runs: its slot may be free for the next in line.
    for (const k of keys) entry(k).n--;
    settled++;
    passOn(keys);
  }
}

/** Wakes the first waiting request of each key (one per freed slot: waking all would stampede). */
function passOn(keys: string[]) {
  for (const k of keys) {
    const e = inFlight.get(k);
    if (!e) continue;
    e.waiters.shift()?.();
    if (e.n === 0 && !e.waiters.length) inFlight.delete(k);
  }
}
