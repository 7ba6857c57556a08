import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

setupTestDb();
const tokens = { owner: "", other: "", staff: "" };

beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
});

const store = (color: unknown, token = tokens.owner) => call("POST", "/favorite-color/store", { token, body: { color } });
const list = async (token = tokens.owner) => (await call("GET", "/favorite-color/list", { token })).json.data as { id: number; color: string }[];

describe("favorite colors", () => {
  it("keeps hex colours once per location, lower-cased, oldest first; the team shares them", async () => {
    expect((await store("#2F7EED")).json.data.color).toBe("#2f7eed");
    const again = await store("#2f7eed");
    expect(again.status).toBe(201);
    expect((await store(" #112233 ")).status).toBe(201);
    expect((await list()).map((c) => c.color)).toEqual(["#2f7eed", "#112233"]);
    expect((await list(tokens.staff)).map((c) => c.color)).toEqual(["#2f7eed", "#112233"]);
    expect(await list(tokens.other)).toEqual([]);
  });

  it("refuses anything but #rrggbb on the color field", async () => {
    for (const bad of ["red", "#fff", "#12345g", "", 5, null, "#1122334"]) {
      const res = await store(bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.json.errors.color).toBeDefined();
    }
  });

  it("holds 24 at most, then says so; deleting one makes room", async () => {
    for (let i = (await list()).length; i < 24; i++) expect((await store(`#0000${i.toString(16).padStart(2, "0")}`)).status).toBe(201);
    const full = await store("#abcdef");
    expect(full.status).toBe(422);
    expect(full.json.message).toMatch(/24 favorite colors/);
    const [first] = await list();
    expect((await call("DELETE", `/favorite-color/${first.id}/delete`, { token: tokens.other })).status).toBe(404);
    expect((await call("DELETE", `/favorite-color/${first.id}/delete`, { token: tokens.owner })).json.status).toBe(1);
    expect((await store("#abcdef")).status).toBe(201);
    expect(await list()).toHaveLength(24);
  });
});
