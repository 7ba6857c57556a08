import { describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { announce, installPlatformHandlers, type PlatformHandlers } from "../../lib/platform/events";

const none: PlatformHandlers = { "sms.received.record": [], "sms.received": [], "sms.failed": [], "email.failed": [], "payments.test-event": [], "payments.clock-advanced": [] };
const db = {} as Db;

describe("platform events", () => {
  it("an event announced before the composition root installed its handlers is an error, not a silent drop", async () => {
    await expect(announce("payments.clock-advanced", { db, now: new Date(0) })).rejects.toThrow(/before the handlers were installed/);
  });

  it("runs an event's handlers one after another, in the list's order, and a handler's failure fails the announcement", async () => {
    const seen: string[] = [];
    installPlatformHandlers({
      ...none,
      "sms.failed": [
        async (e) => {
          await Promise.resolve();
          seen.push(`feed ${e.smsId}`);
        },
        (e) => void seen.push(`second ${e.smsId}`),
      ],
      "email.failed": [() => Promise.reject(new Error("feed is down"))],
    });
    await announce("sms.failed", { db, locationId: 1, smsId: 7, contactId: null, to: "+15005550006", reason: "refused" });
    expect(seen).toEqual(["feed 7", "second 7"]);
    await expect(announce("email.failed", { db, locationId: 1, emailId: 1, contactId: null, to: "a@b.test", subject: "s", reason: "r" })).rejects.toThrow("feed is down");
    // An event no module cares about is announced to no one.
    await announce("payments.clock-advanced", { db, now: new Date(0) });
  });
});
