import { api } from "../../lib/api/app";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

setupTestDb();
let token: string;
let staff: string;

beforeAll(async () => {
  token = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
});

describe("reference data", () => {
  it("lists about 240 countries with name, dial code and code", async () => {
    const res = await call("GET", "/countries", { token });
    expect(res.status).toBe(200);
    const list = res.json.data as { name: string; dial_code: string; code: string }[];
    expect(list.length).toBeGreaterThanOrEqual(235);
    expect(list.length).toBeLessThanOrEqual(250);
    const by = Object.fromEntries(list.map((c) => [c.code, c]));
    expect(by.CH).toEqual({ name: "Switzerland", dial_code: "+41", code: "CH" });
    expect(by.US).toMatchObject({ dial_code: "+1" });
    expect(by.GB).toMatchObject({ dial_code: "+44" });
    for (const c of list) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("lists UTC and tzdb's current zones by their current names, ordered by offset", async () => {
    const res = await call("GET", "/timezones", { token: staff });
    expect(res.status).toBe(200);
    const list = res.json.data as { name: string; utc_offset: string; label: string }[];
    const names = list.map((z) => z.name);
    expect(names[0]).toBe("UTC");
    expect(names.length).toBeGreaterThan(300);
    expect(names).toEqual(expect.arrayContaining(["Europe/Zurich", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "America/Argentina/Buenos_Aires"]));
    expect(names).not.toContain("Asia/Calcutta"); // a backward link, not a current name
    expect(names.some((z) => z.startsWith("Etc/"))).toBe(false);
    expect(new Set(names).size).toBe(names.length);
    expect(list.find((z) => z.name === "Asia/Kolkata")).toEqual({ name: "Asia/Kolkata", utc_offset: "+05:30", label: "(UTC+05:30) Asia/Kolkata" });
    expect(list.find((z) => z.name === "America/New_York")?.utc_offset).toBe("-05:00");
    expect(list[1].utc_offset.startsWith("-")).toBe(true);
    expect(list[list.length - 1].utc_offset).toBe("+14:00");
  });

  it("lists each country's zones, all of them usable", async () => {
    const res = await call("GET", "/timezones-by-country", { token });
    expect(res.status).toBe(200);
    const by = Object.fromEntries((res.json.data as { code: string; timezones: string[] }[]).map((c) => [c.code, c.timezones]));
    expect(by.CH).toEqual(["Europe/Zurich"]);
    expect(by.IN).toEqual(["Asia/Kolkata"]);
    expect(by.US).toEqual(expect.arrayContaining(["America/New_York", "America/Los_Angeles", "Pacific/Honolulu"]));
    const listed = new Set(((await call("GET", "/timezones", { token })).json.data as { name: string }[]).map((z) => z.name));
    for (const zones of Object.values(by)) for (const z of zones) expect(listed.has(z), z).toBe(true);
  });

  it("lets the browser keep the answer (private, ETag) and revalidate with 304", async () => {
    const first = await api.request("/api/v3/countries", { headers: { authorization: `Bearer ${token}` } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, max-age=86400");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.request("/api/v3/countries", { headers: { authorization: `Bearer ${token}`, "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // Other answers to a signed-in caller stay no-store.
    const other = await api.request("/api/v3/birthday/get-birthday-setting", { headers: { authorization: `Bearer ${token}` } });
    expect(other.headers.get("cache-control")).toBe("no-store");
  });

  it("needs a session", async () => {
    for (const path of ["/countries", "/timezones", "/timezones-by-country"]) expect((await call("GET", path)).status).toBe(401);
  });

  it("answers currencies in the refresh payload from ISO 4217, with CLDR plural names", async () => {
    const res = await call("POST", "/auth/refresh", { token });
    const by = Object.fromEntries((res.json.currencies as { code: string }[]).map((c) => [c.code, c]));
    expect(by.USD).toEqual({ name: "US Dollar", symbol: "$", symbolNative: "$", decimalDigits: 2, rounding: 0, code: "USD", namePlural: "US dollars" });
    expect(by.CHF).toMatchObject({ rounding: 0.05, decimalDigits: 2 });
    expect(by.JPY).toMatchObject({ decimalDigits: 0, namePlural: "Japanese yen" });
    expect(by.KWD).toMatchObject({ decimalDigits: 3 });
  });
});
