import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTokens } from "../../db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { API_KEYS_PER_LOCATION } from "../../lib/integrations/constants";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

/** A location's API keys (issue 31): named, listed with their last use, revoked one by one. */
const { db } = setupTestDb();
let owner: string;
let other: string;

beforeAll(async () => {
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

const make = (name: string, token = owner) => call("POST", "/integration/api-keys", { token, body: { name } });

describe("API keys", () => {
  it("are named, answered once, listed with their maker and last use, and work as a bearer in their location", async () => {
    const made = await make("  Make.com  ");
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ message: "Your API key has been created. Copy it now: it will not be shown again.", data: { name: "Make.com", created_by: "Olivia Owner", last_used_at: null } });
    const key = made.json.token as string;
    // Listed by its first characters, so a coach tells keys apart without the key.
    expect(made.json.data.prefix).toBe(key.slice(0, 8));
    const [row] = await db().select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(key)));
    expect(row).toMatchObject({ kind: "zapier", name: "Make.com", revokedAt: null });
    const zapier = (await call("POST", "/integration/generate-zapier-token", { token: owner })).json.token as string;

    const list = await call("GET", "/integration/api-keys", { token: owner });
    expect(list.status).toBe(200);
    expect(list.json.data.map((k: { name: string }) => k.name)).toEqual(["Zapier", "Make.com"]);
    expect(JSON.stringify(list.json)).not.toContain(key);

    expect((await call("GET", "/contact/list", { token: key })).status).toBe(200);
    const used = (await call("GET", "/integration/api-keys", { token: owner })).json.data.find((k: { name: string }) => k.name === "Make.com");
    expect(used.last_used_at).not.toBeNull();
    // A key reaches the location's records, never the settings, and no other location's keys are listed.
    expect((await call("GET", "/integration/api-keys", { token: key })).status).toBe(403);
    expect((await call("GET", "/integration/api-keys", { token: other })).json.data).toEqual([]);
    // Making a Zapier key leaves the named keys alone.
    expect((await call("GET", "/contact/list", { token: zapier })).status).toBe(200);
  });

  it("revokes one key at once; another location's key is a 404", async () => {
    const a = (await make("A")).json;
    const b = (await make("B")).json;
    const theirs = (await make("Theirs", other)).json;
    expect((await call("DELETE", `/integration/api-keys/${theirs.data.id}`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/contact/list", { token: theirs.token })).status).toBe(200);
    const revoked = await call("DELETE", `/integration/api-keys/${a.data.id}`, { token: owner });
    expect(revoked.json).toEqual({ message: "The API key has been revoked." });
    expect((await call("GET", "/contact/list", { token: a.token })).status).toBe(401);
    expect((await call("GET", "/contact/list", { token: b.token })).status).toBe(200);
    expect((await call("DELETE", `/integration/api-keys/${a.data.id}`, { token: owner })).status).toBe(404);
  });

  it("needs a name, and a location holds at most 20", async () => {
    const blank = await make("   ");
    expect(blank.status).toBe(422);
    expect(blank.json.errors.name).toEqual(["The name field is required."]);
    const live = (await call("GET", "/integration/api-keys", { token: owner })).json.data.length;
    for (let i = live; i < API_KEYS_PER_LOCATION; i++) expect((await make(`Key ${i}`)).status).toBe(201);
    const over = await make("One too many");
    expect(over.status).toBe(422);
    expect(over.json.errors.name).toEqual(["A location may hold at most 20 API keys. Revoke one first."]);
    expect((await call("POST", "/integration/api-keys", { token: (await loginAs("staff@demo.test")).access_token, body: { name: "x" } })).status).toBe(403);
  });
});
