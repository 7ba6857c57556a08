import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { emailMessages } from "../../db/schema";
import { defineJob, sendJob, sendJobAfter } from "../../lib/platform/jobs";
import { emailRequeueJob, emailSendJob } from "../../lib/platform/email/job";
import { sendEmail } from "../../lib/platform/email";
import { queryRows, setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();

// A job whose handler can be held mid-run, to stop the worker while it works.
let started: () => void = () => {};
let release: () => void = () => {};
let holdFirstRun = false;
let runs = 0;

const recordJob = defineJob({
  name: "test.record",
  schema: z.object({ key: z.string() }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  expireInSeconds: 60,
  concurrency: 1,
  async handler({ key }, ctx) {
    runs++;
    started();
    if (holdFirstRun && runs === 1) await new Promise<void>(() => {}); // a worker that never comes back
    await new Promise<void>((r) => (release = r));
    // Idempotent: the key decides, so a second run inserts nothing.
    await ctx.db.execute(sql`insert into test_job_runs (key) values (${key}) on conflict do nothing`);
  },
});

function whenStarted() {
  return new Promise<void>((r) => (started = r));
}

const rows = (q: ReturnType<typeof sql>) => queryRows(db(), q);

beforeAll(async () => {
  process.env.JOBS_POLL_SECONDS = "0.5";
  await db().execute(sql`create table test_job_runs (key text primary key, at timestamptz default now())`);
});

afterEach(() => {
  release();
  holdFirstRun = false;
  runs = 0;
});

describe("jobs", () => {
  it("a test starts with no worker, and a job it queues is due at once", async () => {
    // Queue, then fetch in the same breath: on PGlite both can fall in one clock millisecond.
    const instant = defineJob({
      name: "test.instant",
      schema: z.object({ key: z.string() }),
      async handler({ key }, ctx) {
        await ctx.db.execute(sql`insert into test_job_runs (key) values (${key})`);
      },
    });
    for (let i = 0; i < 20; i++) {
      await sendJob(instant, { key: `now-${i}` });
      expect(await queue.drain(instant)).toBe(1);
    }
    expect(await rows(sql`select key from test_job_runs where key like 'now-%'`)).toHaveLength(20);
  });

  it("rejects a payload that does not fit the job's schema before storing it", async () => {
    await expect(sendJob(recordJob, { key: 1 } as unknown as { key: string })).rejects.toThrow();
  });

  it("a worker runs a queued job", async () => {
    await queue.startWorkers([recordJob]);
    const s = whenStarted();
    const id = await sendJob(recordJob, { key: "a" });
    await s;
    release();
    // A stop awaits the worker's loop, so the finished job's outcome is recorded by now.
    await queue.stopWorkers();
    const job = await queue.job(recordJob, id!);
    expect(job?.state).toBe("completed");
    expect(await rows(sql`select key from test_job_runs where key = 'a'`)).toHaveLength(1);
  });

  it("graceful stop lets the running job finish: completed once, not retried", async () => {
    await queue.startWorkers([recordJob]);
    const s = whenStarted();
    const id = await sendJob(recordJob, { key: "b" });
    await s;
    const stopping = queue.stopWorkers(10_000);
    setTimeout(() => release(), 300);
    await stopping;
    const job = await queue.job(recordJob, id!);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(0);
    expect(runs).toBe(1);
  });

  it("a job cut off by shutdown is retried after restart and completes once", async () => {
    holdFirstRun = true;
    await queue.startWorkers([recordJob]);
    const s = whenStarted();
    const id = await sendJob(recordJob, { key: "c" });
    await s;
    await queue.stopWorkers(1000); // the handler never returns: the stop fails it so it can retry
    expect((await queue.job(recordJob, id!))?.state).toBe("retry");

    await queue.startWorkers([recordJob]);
    const again = whenStarted();
    await again;
    release();
    await queue.stopWorkers();
    const job = await queue.job(recordJob, id!);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(1);
    expect(await rows(sql`select key from test_job_runs where key = 'c'`)).toHaveLength(1);
  });

  it("sendJobAfter holds the job until its time, then it runs (on the test's clock)", async () => {
    const id = await sendJobAfter(recordJob, { key: "later" }, 3600);
    const job = await queue.job(recordJob, id!);
    expect(job?.state).toBe("created");
    expect(new Date(job!.startAfter).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(await queue.drain(recordJob)).toBe(0);
    queue.clock.advance(3000);
    expect(await queue.drain(recordJob)).toBe(0);
    queue.clock.advance(600);
    const s = whenStarted();
    const ran = queue.drain(recordJob);
    await s;
    release();
    expect(await ran).toBe(1);
    expect((await queue.job(recordJob, id!))?.state).toBe("completed");
    expect(await rows(sql`select key from test_job_runs where key = 'later'`)).toHaveLength(1);
  });

  it("a failed job is retried only after its backoff has passed on the clock", async () => {
    const failing = defineJob({
      name: "test.flaky-once",
      schema: z.object({ n: z.number() }),
      retry: { limit: 3, delaySeconds: 30, backoff: true },
      async handler(_data, ctx) {
        if (ctx.attempt === 1) throw new Error("first attempt fails");
      },
    });
    const id = await sendJob(failing, { n: 1 });
    expect(await queue.drain(failing)).toBe(1);
    expect((await queue.job(failing, id!))?.state).toBe("retry");
    // The first backoff is between 30 and 60 seconds.
    queue.clock.advance(29);
    expect(await queue.drain(failing)).toBe(0);
    queue.clock.advance(31);
    expect(await queue.drain(failing)).toBe(1);
    const job = await queue.job(failing, id!);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(1);
  });

  it("the cron sweep re-queues an email whose job was lost, and it is delivered", async () => {
    const [row] = await db()
      .insert(emailMessages)
      .values({ toAddress: "lost@demo.test", fromAddress: "a@b.c", subject: "Lost", html: "x", text: "x", status: "queued", createdAt: new Date(Date.now() - 11 * 60_000) })
      .returning({ id: emailMessages.id });
    expect(emailRequeueJob.cron).toBe("*/5 * * * *");
    await emailRequeueJob.handler({}, { db: db(), jobId: "cron", attempt: 1 });
    expect(await queue.drain(emailSendJob)).toBeGreaterThanOrEqual(1);
    const [after] = await db().select().from(emailMessages).where(eq(emailMessages.id, row.id));
    expect(after.status).toBe("captured");
  });

  it("running the email job twice delivers once (idempotent handler)", async () => {
    const id = await sendEmail(db(), { to: "twice@demo.test", subject: "Once", html: "<p>x</p>", text: "x" });
    expect(await queue.drain(emailSendJob)).toBe(1);
    const [first] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(first.status).toBe("captured");
    expect(first.attempts).toBe(1);
    await emailSendJob.handler({ id }, { db: db(), jobId: "manual", attempt: 2 });
    const [second] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(second.attempts).toBe(1);
    expect(second.updatedAt.getTime()).toBe(first.updatedAt.getTime());
  });
});
