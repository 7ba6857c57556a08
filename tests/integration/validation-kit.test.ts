import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

/*
 * The route kit's 422 (lib/http/validation.ts), through several modules' routes: one rule for a
 * missing field, and field names a client chooses never reach Object.prototype.
 */
setupTestDb();
let token = "";
let pageId = 0;
beforeAll(async () => {
  token = (await loginAs("owner@demo.test")).access_token;
  const page = await call("POST", "/page/create", { token, body: { title: "Validation kit" } });
  expect(page.status).toBe(201);
  pageId = page.json.data.id;
});

const setting = { font_family: "Inter", font_weight: 300, font_size: 25, font_color: "#112233", shadow: false, shadow_x: 0, shadow_y: 0, shadow_blur: 0, shadow_color: "#000000" };

describe("a missing field answers \"The {field} field is required.\" on every route", () => {
  it("a string field (pages), not its type message", async () => {
    const res = await call("PATCH", `/page/${pageId}/update`, { token, body: { headline: "H", headline_setting: setting, subheadline_setting: setting, body: "<p>x</p>" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.subheadline).toEqual(["The subheadline field is required."]);
    expect(res.json.message).toBe("The subheadline field is required.");
  });

  it("an object field (pages), not zod's own text", async () => {
    const res = await call("PATCH", `/page/${pageId}/update`, { token, body: { headline: "H", subheadline: "S", subheadline_setting: setting, body: "<p>x</p>" } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ headline_setting: ["The headline setting field is required."] });
  });

  it("a field inside a nested object names its path", async () => {
    const { font_size: _, ...noSize } = setting;
    const res = await call("PATCH", `/page/${pageId}/update`, { token, body: { headline: "H", subheadline: "S", headline_setting: noSize, subheadline_setting: setting, body: "<p>x</p>" } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ "headline_setting.font_size": ["The font size field is required."] });
  });

  it("a title (pages) and a name (tags): each module, the same rule", async () => {
    const page = await call("POST", "/page/create", { token, body: {} });
    expect(page.status).toBe(422);
    expect(page.json.errors).toEqual({ title: ["The title field is required."] });
    const tag = await call("POST", "/tag/create", { token, body: {} });
    expect(tag.status).toBe(422);
    expect(tag.json.errors.name).toEqual(["The name field is required."]);
  });

  it("a present value of the wrong type keeps its type message", async () => {
    const res = await call("PATCH", `/page/${pageId}/update`, { token, body: { headline: "H", subheadline: 5, headline_setting: setting, subheadline_setting: setting, body: "<p>x</p>" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.subheadline).toEqual(["The subheadline field must be a string."]);
  });
});

describe("prototype-named keys are fields like any other", () => {
  for (const key of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"]) {
    it(`${key}: 422 on that key, never 500`, async () => {
      const res = await call("PATCH", "/user/update-contact-profile-setting", { token, raw: `{"${key}":{"a":1}}` });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.errors)).toContain(key);
      expect(Array.isArray(res.json.errors[key])).toBe(true);
    });
  }

  it("__proto__ spelt with escapes, at any depth, is refused the same way", async () => {
    const res = await call("PATCH", "/user/update-contact-profile-setting", { token, raw: '{"a":{"\\u005f_proto__":1}}' });
    expect(res.status).toBe(422);
    // A literal `{ __proto__: ... }` would set a prototype, not a key: compare the wire text.
    expect(JSON.stringify(res.json.errors)).toBe('{"__proto__":["The __proto__ field is not allowed."]}');
  });

  it("a missing field is not found on Object.prototype either", async () => {
    const res = await call("POST", "/page/create", { token, raw: '{"constructor":"x"}' });
    expect(res.status).toBe(422);
    expect(res.json.errors.title).toEqual(["The title field is required."]);
  });
});
