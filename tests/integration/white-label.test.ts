import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, whiteLabels } from "../../db/schema";
import { putFile } from "../../lib/platform/files";
import { brandingForLocation } from "../../lib/white-label/service";
import { brandShades, contrastWithWhite } from "../../lib/white-label/colors";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;

const PNG_1x1 = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
});

describe("PATCH /user/update-white-label", () => {
  it("saves the name, logo and colour, answers the spec's copy, and the refresh and public pages carry them", async () => {
    const logo = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "logo.png", bytes: PNG_1x1 });
    const res = await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: true, name: "Peak Coaching", logo: logo.id, primary_color: "#0F766E" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("White label has been updated successfully!");
    expect(res.json.data).toMatchObject({ enabled: true, name: "Peak Coaching", primary_color: "#0f766e" });
    expect(res.json.data.logo_url).toMatch(/^\/api\/files\//);

    const refresh = await call("POST", "/auth/refresh", { token: owner });
    expect(refresh.json.user.white_label).toBe(true);
    expect(refresh.json.branding).toEqual({ name: "Peak Coaching", logo_url: res.json.data.logo_url, primary_color: "#0f766e" });
    // Client-facing pages of any of the company's locations show the same brand.
    expect(await brandingForLocation(db(), ids.uptown)).toEqual({ name: "Peak Coaching", logoUrl: res.json.data.logo_url, primaryColor: "#0f766e" });
    expect(await brandingForLocation(db(), ids.otherLoc)).toBeNull();

    const read = await call("GET", "/user/white-label", { token: owner });
    expect(read.json.data).toEqual(res.json.data);
  });

  it("keeps what is left out, clears what is null, and switches off without losing the settings", async () => {
    const off = await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: false } });
    expect(off.json.data).toMatchObject({ enabled: false, name: "Peak Coaching", primary_color: "#0f766e" });
    expect((await call("POST", "/auth/refresh", { token: owner })).json.branding).toBeNull();
    const cleared = await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: true, logo: null, name: "" } });
    expect(cleared.json.data).toMatchObject({ enabled: true, name: null, logo_url: null, primary_color: "#0f766e" });
  });

  it("refuses a colour that is not hex, a long name and another location's file with 422 on the field", async () => {
    const bad = await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: true, primary_color: "red", name: "x".repeat(61) } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.primary_color).toEqual(["The primary color must be a hex colour such as #2f7eed."]);
    expect(bad.json.errors.name).toEqual(["The name may not be greater than 60 characters."]);
    expect((await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: true, primary_color: "#12345" } })).status).toBe(422);
    expect((await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: "yes" } })).json.errors.enabled).toEqual(["The enabled field must be true or false."]);
    const theirs = await putFile(db(), { locationId: ids.otherLoc, userId: ids.other }, { name: "x.png", bytes: PNG_1x1 });
    const foreign = await call("PATCH", "/user/update-white-label", { token: owner, body: { enabled: true, logo: theirs.id } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.logo).toEqual(["The logo must be an image uploaded to this account."]);
  });

  it("is the organization admins' only: staff who may only view read it, location users get 403", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await call("PATCH", "/user/update-white-label", { token: staff, body: { enabled: true } })).status).toBe(403);
    expect((await call("GET", "/user/white-label", { token: staff })).status).toBe(200);
    expect((await call("GET", "/user/white-label", { token: (await loginAs("location@demo.test")).access_token })).status).toBe(403);
    const location = (await loginAs("location@demo.test")).access_token;
    expect((await call("PATCH", "/user/update-white-label", { token: location, body: { enabled: true } })).status).toBe(403);
    expect((await call("PATCH", "/user/update-white-label", { body: { enabled: true } })).status).toBe(401);
  });

  it("changes only the caller's company", async () => {
    const other = (await loginAs("other@demo.test")).access_token;
    await call("PATCH", "/user/update-white-label", { token: other, body: { enabled: true, name: "Other brand" } });
    const [mine] = await db().select().from(whiteLabels).where(eq(whiteLabels.companyId, ids.demoCompany));
    expect(mine.name).toBeNull();
    const [theirs] = await db().select({ on: companies.whiteLabel }).from(companies).where(eq(companies.id, ids.otherCompany));
    expect(theirs.on).toBe(true);
  });
});

describe("brand shades", () => {
  it("derive a button shade with at least 4.5:1 on white and a ring with 3:1, whatever the colour", () => {
    for (const hex of ["#2f7eed", "#ffff00", "#ffffff", "#000000", "#0f766e", "#f472b6"]) {
      const s = brandShades(hex);
      expect(contrastWithWhite(s.strong)).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(s.ring)).toBeGreaterThanOrEqual(3);
      expect(s.tint).toMatch(/^#[0-9a-f]{6}$/);
    }
    // A dark colour is kept as it is.
    expect(brandShades("#0F766E").ring).toBe("#0f766e");
  });
});
