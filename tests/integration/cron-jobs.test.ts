import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET } from "../../app/api/cron/jobs/route";
import { emailMessages } from "../../db/schema";
import { cronAuthorised } from "../../lib/api/cron";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";

/** GET /api/cron/jobs (issue 31 s3): the host's cron works due jobs when no worker lives. */
const { db } = setupTestDb();
const queue = setupJobQueue();
const SECRET = "cron-secret-for-tests-0123456789";

const cron = (authorization?: string) => GET(new Request("http://localhost/api/cron/jobs", { headers: authorization ? { authorization } : {} }));

beforeEach(() => {
  process.env.CRON_SECRET = SECRET;
  process.env.CRON_BUDGET_SECONDS = "30";
});
afterEach(() => {
  delete process.env.CRON_SECRET;
  delete process.env.CRON_BUDGET_SECONDS;
});

describe("the cron route", () => {
  it("answers 401 without the secret, with a wrong one, and when no CRON_SECRET is set", async () => {
    for (const header of [undefined, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`, SECRET, "Bearer ", `Basic ${SECRET}`]) {
      const res = await cron(header);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthenticated." });
    }
    delete process.env.CRON_SECRET;
    expect((await cron(`Bearer ${SECRET}`)).status).toBe(401);
    expect(cronAuthorised("Bearer ", "")).toBe(false);
  });

  it("delivers a queued email only when called, exactly once when two calls overlap", async () => {
    const id = await sendEmail(db(), { to: "cron@demo.test", subject: "Due", html: "<p>x</p>", text: "x" });
    await queue.makeDue(emailSendJob);
    // No worker runs: the email waits.
    const [waiting] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(waiting.status).toBe("queued");

    const answers = await Promise.all([cron(`Bearer ${SECRET}`), cron(`Bearer ${SECRET}`)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const reports = await Promise.all(answers.map((r) => r.json()));
    const sends = reports.map((r) => r.ran["email.send"]?.completed ?? 0);
    expect(sends[0] + sends[1]).toBe(1);
    expect(reports.every((r) => r.more === false && typeof r.seconds === "number" && /^Ran \d+ jobs?\.$/.test(r.message))).toBe(true);

    const [sent] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(sent.status).toBe("captured");
    expect(sent.attempts).toBe(1);
    // A later call finds nothing of it left to do.
    const again = await (await cron(`Bearer ${SECRET}`)).json();
    expect(again.ran["email.send"]).toBeUndefined();
  });
});
