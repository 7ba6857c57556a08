import { describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

setupTestDb();

describe("contact list", () => {
  it("lists the accessed location's contacts in the Laravel list shape", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/contact/list?per_page=10", { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ current_page: 1, per_page: 10, total: 60, last_page: 6 });
    expect(res.json.data).toHaveLength(10);
    const dates = res.json.data.map((c: { date_created: string }) => c.date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by status tab and searches", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const tab = await call("GET", "/contact/list?status=clients&per_page=100", { token: access_token });
    expect(tab.json.total).toBe(12);
    expect(tab.json.data.every((c: { tab: string }) => c.tab === "clients")).toBe(true);
    const search = await call("GET", "/contact/list?search=AVA", { token: access_token });
    expect(search.json.total).toBeGreaterThan(0);
    expect(search.json.data.every((c: { first_name: string; email: string }) => /ava/i.test(c.first_name + c.email))).toBe(true);
    const none = await call("GET", "/contact/list?search=%25%25zzz", { token: access_token });
    expect(none.json).toMatchObject({ total: 0, data: [], last_page: 1 });
  });

  it("sorts by a whitelisted column and pages without overlap", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const p1 = await call("GET", "/contact/list?order_by=last_name&order=asc&per_page=25&page=1", { token: access_token });
    const p2 = await call("GET", "/contact/list?order_by=last_name&order=asc&per_page=25&page=2", { token: access_token });
    const names = p1.json.data.map((c: { last_name: string }) => c.last_name);
    expect([...names].sort()).toEqual(names);
    const ids1 = new Set(p1.json.data.map((c: { id: number }) => c.id));
    expect(p2.json.data.some((c: { id: number }) => ids1.has(c.id))).toBe(false);
  });

  it("sorts temperature by heat, not alphabetically", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/contact/list?order_by=temperature&order=asc&per_page=100", { token: access_token });
    const seen = [...new Set(res.json.data.map((c: { temperature: string }) => c.temperature))];
    expect(seen).toEqual(["cold", "warm", "hot"]);
  });

  it("answers 422 with field errors for bad query values", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/contact/list?order_by=password&per_page=5000&status=vip", { token: access_token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["order_by", "per_page", "status"]);
    expect(typeof res.json.message).toBe("string");
  });

  it("counts contacts per status tab", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/contact/tabs/list", { token: access_token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: { type: string }) => t.type)).toEqual(["leads", "trials", "clients", "staff", "lost"]);
    expect(res.json.data.reduce((s: number, t: { count: number }) => s + t.count, 0)).toBe(60);
    expect(res.json.data[0].items[0]).toMatchObject({ title: "Prospect", value: "Leads", count: 12 });
  });

  it("treats quotes and SQL in a search as text", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    for (const term of ["o'brien", "'; drop table contacts; --", "\\'", "%_"]) {
      const res = await call("GET", `/contact/list?search=${encodeURIComponent(term)}`, { token: access_token });
      expect(res.status).toBe(200);
      expect(res.json.total).toBe(0);
    }
    const still = await call("GET", "/contact/list", { token: access_token });
    expect(still.json.total).toBe(60);
  });

  it("needs authentication", async () => {
    expect((await call("GET", "/contact/list")).status).toBe(401);
    expect((await call("GET", "/contact/list", { token: "nope" })).status).toBe(401);
  });
});
