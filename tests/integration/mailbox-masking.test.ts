import { and, desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailMessages } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
const RESET_LINK = /\/password\/[\w-]+\/reset/;

async function latestTo(email: string) {
  const [m] = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, email)).orderBy(desc(emailMessages.id)).limit(1);
  return m;
}

afterEach(() => {
  delete process.env.DEV_OUTBOX;
});

describe("secrets in the owner's mailbox", () => {
  it("masks a staff member's password-reset link in the owner's view, in the html and the text", async () => {
    await call("POST", "/auth/forgot-password", { body: { email: "staff@demo.test" } });
    const stored = await latestTo("staff@demo.test");
    expect(stored.sensitive).toBe(true);
    const token = RESET_LINK.exec(stored.text)![0];

    const { access_token } = await loginAs("owner@demo.test");
    const one = await call("GET", `/mailbox/messages/${stored.id}`, { token: access_token });
    expect(one.status).toBe(200);
    expect(one.json.data.subject).toBe("Reset your password");
    for (const part of [one.json.data.text, one.json.data.html]) {
      expect(part).not.toContain(token);
      expect(part).not.toMatch(RESET_LINK);
      expect(part).toContain("link hidden");
    }
    // The rest of the message still reads.
    expect(one.json.data.text).toContain("We received a request to reset your password.");
  });

  it("shows the owner's own reset link to the owner", async () => {
    await call("POST", "/auth/forgot-password", { body: { email: "owner@demo.test" } });
    const stored = await latestTo("owner@demo.test");
    const { access_token } = await loginAs("owner@demo.test");
    const one = await call("GET", `/mailbox/messages/${stored.id}`, { token: access_token });
    expect(one.json.data.text).toMatch(RESET_LINK);
    expect(one.json.data.html).toMatch(RESET_LINK);
  });

  it("leaves ordinary mail alone", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const [plain] = await db()
      .insert(emailMessages)
      .values({ kind: "location", locationId: 1, toAddress: "lead@demo.test", fromAddress: "a@b.c", subject: "Class", html: '<a href="https://example.com/x">x</a>', text: "https://example.com/x", status: "queued" })
      .returning({ id: emailMessages.id });
    const one = await call("GET", `/mailbox/messages/${plain.id}`, { token: access_token });
    expect(one.json.data.text).toBe("https://example.com/x");
  });

  it("the e2e outbox (DEV_OUTBOX=1) still answers the link unmasked", async () => {
    process.env.DEV_OUTBOX = "1";
    await call("POST", "/auth/forgot-password", { body: { email: "staff@demo.test" } });
    const res = await call("GET", "/dev/outbox/latest?to=staff@demo.test");
    expect(res.json.text).toMatch(RESET_LINK);
    const stored = await db().select().from(emailMessages).where(and(eq(emailMessages.toAddress, "staff@demo.test"), eq(emailMessages.sensitive, true)));
    expect(stored.length).toBeGreaterThan(0);
  });
});
