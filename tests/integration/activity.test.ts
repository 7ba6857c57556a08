import { beforeAll, describe, expect, it } from "vitest";
import { recordActivity } from "../../lib/activity/record";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();

describe("activity feed", () => {
  beforeAll(async () => {
    const ids = await demoIds(db());
    for (let i = 1; i <= 3; i++) await recordActivity(db(), { locationId: ids.downtown, module: "sms", action: "received", title: `New message from Ann ${i}`, body: "hi" });
    await recordActivity(db(), { locationId: ids.downtown, module: "portal-chat", action: "received", title: "Portal message" });
    await recordActivity(db(), { locationId: ids.otherLoc, module: "email", action: "failed", title: "Other studio's" });
  });

  it("lists the location's modules with counts, and only its own", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/activity-feed/get-activity-module", { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((m: { module: string; label: string; count: number }) => [m.module, m.label, m.count])).toEqual([
      ["portal-chat", "Portal Chat", 1],
      ["sms", "SMS", 3],
    ]);
  });

  it("pages the feed newest first, filtered by module, never another tenant's", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const page1 = await call("GET", "/activity-feed/get-notification?per_page=2", { token: access_token });
    expect(page1.json).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    expect(page1.json.data.map((a: { title: string }) => a.title)).toEqual(["Portal message", "New message from Ann 3"]);
    const sms = await call("GET", "/activity-feed/get-notification?module=sms", { token: access_token });
    expect(sms.json.total).toBe(3);
    const other = await loginAs("other@demo.test");
    const theirs = await call("GET", "/activity-feed/get-notification", { token: other.access_token });
    expect(theirs.json.data.map((a: { title: string }) => a.title)).toEqual(["Other studio's"]);
    expect((await call("GET", "/activity-feed/get-notification?per_page=500", { token: access_token })).status).toBe(422);
  });
});
