import { and, eq, inArray, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activities, companies, contacts, mindbodyClientLinks, mindbodyConnections, mindbodySyncs, subscriptions } from "../../db/schema";
import { mindbodySyncJob } from "../../lib/integrations/mindbody/job";
import { MSG } from "../../lib/integrations/mindbody/constants";
import { openSecret } from "../../lib/platform/secrets";
import { call, loginAs } from "../helpers/api";
import * as realtime from "../../lib/platform/realtime";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import { startMindbodyPeer, type FakeClient } from "../helpers/mindbody-peer";
import type { DemoIds } from "../tenancy/fixture";

// Progress events are recorded where the job hands them to the realtime service.
// (A spy, not vi.mock: test files share a process and its modules; vitest restores spies after each file.)
const published: { channel: string; event: string; data: Record<string, unknown> }[] = [];
beforeAll(() => {
  vi.spyOn(realtime, "publish").mockImplementation(async (channel: string, event: string, data: unknown) => {
    published.push({ channel, event, data: data as Record<string, unknown> });
  });
});

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let other: string;
let peer: Awaited<ReturnType<typeof startMindbodyPeer>>;

const SITE = "-99";
const login = { site_id: SITE, username: "owner@studio.test", password: "s3cret pass" };

const client = (i: number, over: Partial<FakeClient> = {}): FakeClient => ({
  Id: String(100000 + i),
  FirstName: `Mb${i}`,
  LastName: "Client",
  Email: `mb${i}@mindbody.test`,
  MobilePhone: "(415) 555-0100",
  BirthDate: "1990-05-17T00:00:00",
  Gender: i % 2 ? "Female" : "Male",
  ...over,
});

const ownMb = () =>
  db()
    .select()
    .from(contacts)
    .where(and(eq(contacts.locationId, ids.downtown), like(contacts.email, "%@mindbody.test"), isNull(contacts.deletedAt)))
    .orderBy(contacts.id);

const syncRow = async (id: number) => (await db().select().from(mindbodySyncs).where(eq(mindbodySyncs.id, id)))[0];

async function syncNow(token = owner) {
  const res = await call("GET", "/integration/sync-mindbody", { token });
  expect(res.status).toBe(200);
  const id = res.json.data.id as number;
  expect(await queue.drain(mindbodySyncJob)).toBeGreaterThanOrEqual(1);
  return { res, id };
}

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  peer = await startMindbodyPeer();
  peer.site(SITE, { username: login.username, password: login.password, clients: [] });
});
afterAll(() => peer.stop());
beforeEach(() => {
  peer.configure();
  peer.state.hang = false;
  peer.state.dropNext = 0;
  peer.state.maxLimit = 200;
  delete process.env.MINDBODY_TIMEOUT_MS;
});

describe("not configured (no MINDBODY_API_KEY)", () => {
  it("says so in the status, and connect and sync answer 422 with a plain message", async () => {
    delete process.env.MINDBODY_API_KEY;
    const status = await call("GET", "/integration/mindbody", { token: owner });
    expect(status.status).toBe(200);
    expect(status.json.data).toMatchObject({ configured: false, connected: false });
    const before = peer.state.requests.length;
    const res = await call("POST", "/integration/connect-mindbody", { token: owner, body: login });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: MSG.notConfigured, errors: { mindbody: [MSG.notConfigured] } });
    expect((await call("GET", "/integration/sync-mindbody", { token: owner })).status).toBe(422);
    expect(peer.state.requests.length).toBe(before); // nothing was sent anywhere
  });
});

describe("connect (POST /integration/connect-mindbody)", () => {
  it("refuses a wrong password on its field and an unknown site on the site id; saves nothing", async () => {
    const bad = await call("POST", "/integration/connect-mindbody", { token: owner, body: { ...login, password: "wrong" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ password: [MSG.badCredentials] });
    const site = await call("POST", "/integration/connect-mindbody", { token: owner, body: { ...login, site_id: "12345" } });
    expect(site.status).toBe(422);
    expect(site.json.errors).toEqual({ site_id: [MSG.badSite] });
    expect(await db().select().from(mindbodyConnections).where(eq(mindbodyConnections.locationId, ids.downtown))).toHaveLength(0);
  });

  it("checks the input's shape first (422 per field)", async () => {
    const res = await call("POST", "/integration/connect-mindbody", { token: owner, body: { site_id: "abc", username: " ", password: "" } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ site_id: [MSG.siteIdInvalid], username: [MSG.usernameRequired], password: [MSG.passwordRequired] });
  });

  it("answers a readable 422 when Mindbody does not answer in time or cannot be reached", async () => {
    process.env.MINDBODY_TIMEOUT_MS = "200";
    peer.state.hang = true;
    const slow = await call("POST", "/integration/connect-mindbody", { token: owner, body: login });
    expect(slow.status).toBe(422);
    expect(slow.json.errors).toEqual({ mindbody: [MSG.timeout] });
    peer.state.hang = false;
    process.env.MINDBODY_BASE_URL = "http://127.0.0.1:1/public/v6"; // nothing listens on port 1
    const down = await call("POST", "/integration/connect-mindbody", { token: owner, body: login });
    expect(down.status).toBe(422);
    expect(down.json.errors).toEqual({ mindbody: [MSG.unreachable] });
  });

  it("checks the login with Mindbody, sends the developer key and site, and stores the password sealed", async () => {
    const before = peer.state.requests.length;
    const res = await call("POST", "/integration/connect-mindbody", { token: owner, body: login });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MSG.connected);
    expect(res.json.data).toMatchObject({ configured: true, connected: true, site_id: SITE, username: login.username, connected_by: "Olivia Owner", last_sync: null });
    const sent = peer.state.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/usertoken/issue" });
    expect(sent[0].headers).toMatchObject({ "api-key": peer.apiKey, siteid: SITE });
    const [row] = await db().select().from(mindbodyConnections).where(eq(mindbodyConnections.locationId, ids.downtown));
    expect(JSON.stringify(row)).not.toContain(login.password);
    expect(openSecret(row.passwordSealed)).toBe(login.password);
    expect(JSON.stringify(res.json)).not.toContain(login.password);
    expect(JSON.stringify((await call("GET", "/integration/mindbody", { token: owner })).json)).not.toContain(login.password);
  });
});

describe("sync (GET /integration/sync-mindbody)", () => {
  it("pages through the clients as the API pages them and creates contacts, with progress after each page", async () => {
    // A smaller page than asked for: the job follows the API's pages, not its own Limit.
    peer.state.maxLimit = 20;
    const site = peer.site(SITE, { ...login, clients: Array.from({ length: 45 }, (_, i) => client(i)) });
    published.length = 0;
    const { res, id } = await syncNow();
    expect(res.json).toMatchObject({ status: 1, message: MSG.syncStarted, data: { id, state: "queued" } });
    expect(await syncRow(id)).toMatchObject({ state: "completed", totalCount: 45, offset: 45, createdCount: 45, updatedCount: 0, skippedCount: 0 });
    const rows = await ownMb();
    expect(rows).toHaveLength(45);
    expect(rows[1]).toMatchObject({ firstName: "Mb1", lastName: "Client", email: "mb1@mindbody.test", gender: "Female", birthday: "1990-05-17", status: "Leads" });
    expect(rows[1].number).toBeTruthy();
    const pages = peer.state.requests.filter((r) => r.path === "/client/clients").slice(-3);
    expect(pages.map((p) => [p.query.Limit, p.query.Offset])).toEqual([["200", "0"], ["200", "20"], ["200", "40"]]);
    expect(pages[0].headers).toMatchObject({ "api-key": peer.apiKey, siteid: SITE });
    const mine = published.filter((p) => p.data.mindbody_sync_id === id);
    expect(mine.map((p) => [p.data.count, p.data.total_count])).toEqual([[20, 45], [40, 45], [45, 45], [45, 45]]);
    expect(mine[0]).toMatchObject({ channel: `private-progress-channel.${ids.owner}`, event: "progress", data: { user_id: ids.owner, location_id: ids.downtown } });

    const status = (await call("GET", "/integration/mindbody", { token: owner })).json.data;
    expect(status.last_sync).toMatchObject({ id, state: "completed", count: 45, total_count: 45, created_count: 45 });
    expect(status.last_synced_at).toBeTruthy();
    const one = await call("GET", `/integration/mindbody-sync/${id}`, { token: owner });
    expect(one.json.data).toEqual(status.last_sync);
    const feed = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.action, "mindbody-sync")));
    expect(feed.filter((a) => a.data?.sync_id === id).map((a) => [a.module, a.title])).toEqual([["integrations", "Mindbody sync finished: 45 added, 0 updated, 0 skipped"]]);
    site.clients.splice(0); // later tests bring their own
    peer.state.maxLimit = 200;
  });

  it("a re-run updates changed clients, leaves the rest, and never duplicates", async () => {
    const site = peer.site(SITE, { ...login, clients: [client(1), client(2), client(3)] });
    const first = await syncNow();
    expect(await syncRow(first.id)).toMatchObject({ state: "completed", createdCount: 0, unchangedCount: 3 });
    site.clients[0] = client(1, { LastName: "Renamed" });
    // A changed email: found by the client id stored on the first sync.
    site.clients[1] = client(2, { Email: "mb2-new@mindbody.test" });
    const again = await syncNow();
    expect(await syncRow(again.id)).toMatchObject({ state: "completed", createdCount: 0, updatedCount: 2, unchangedCount: 1, skippedCount: 0 });
    const rows = await ownMb();
    expect(rows).toHaveLength(45);
    expect(rows.find((r) => r.firstName === "Mb1")).toMatchObject({ lastName: "Renamed" });
    expect(rows.filter((r) => r.firstName === "Mb2").map((r) => r.email)).toEqual(["mb2-new@mindbody.test"]);
    // An existing contact with the client's email is the match (no second contact).
    await call("POST", "/contact/save", { token: owner, body: { first_name: "Known", email: "known@mindbody.test" } });
    site.clients.push(client(900, { Email: "known@mindbody.test" }));
    const third = await syncNow();
    expect(await syncRow(third.id)).toMatchObject({ createdCount: 0, updatedCount: 1 });
    expect((await ownMb()).filter((r) => r.email === "known@mindbody.test").map((r) => r.firstName)).toEqual(["Mb900"]);
  });

  it("skips a client the contact rules refuse, and keeps a client's good fields when one is bad", async () => {
    peer.site(SITE, { ...login, clients: [client(1001, { FirstName: "" }), client(1002, { MobilePhone: "not a phone", Email: "bad email" })] });
    const { id } = await syncNow();
    expect(await syncRow(id)).toMatchObject({ state: "completed", createdCount: 1, skippedCount: 1 });
    const [link] = await db().select().from(mindbodyClientLinks).where(and(eq(mindbodyClientLinks.locationId, ids.downtown), eq(mindbodyClientLinks.clientId, "101002")));
    const [made] = await db().select().from(contacts).where(eq(contacts.id, link.contactId));
    expect(made).toMatchObject({ firstName: "Mb1002", email: null, number: null });
    // Run again: found by the link (no email), not added twice.
    const again = await syncNow();
    expect(await syncRow(again.id)).toMatchObject({ createdCount: 0, unchangedCount: 1, skippedCount: 1 });
  });

  it("respects the plan's contact limit: adds up to it, skips the rest, still updates", async () => {
    const [c] = await db().select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.id, ids.demoCompany));
    const used = (await call("GET", "/membership/plan-limit", { token: owner })).json.membership.contacts as number;
    await db().update(subscriptions).set({ contactLimit: used + 2 }).where(eq(subscriptions.userId, c.owner!));
    try {
      peer.site(SITE, { ...login, clients: [client(3, { LastName: "Limit" }), ...[2001, 2002, 2003, 2004].map((i) => client(i))] });
      const { id } = await syncNow();
      expect(await syncRow(id)).toMatchObject({ state: "completed", createdCount: 2, updatedCount: 1, skippedCount: 2, limitReached: true });
      const status = (await call("GET", "/integration/mindbody", { token: owner })).json.data;
      expect(status.last_sync).toMatchObject({ limit_reached: true, skipped_count: 2 });
      expect((await call("GET", "/membership/plan-limit", { token: owner })).json.membership).toMatchObject({ remaining: 0 });
    } finally {
      await db().update(subscriptions).set({ contactLimit: null }).where(eq(subscriptions.userId, c.owner!));
    }
  });

  it("one sync per location at a time: asking again answers the running one", async () => {
    peer.site(SITE, { ...login, clients: [client(1)] });
    const a = await call("GET", "/integration/sync-mindbody", { token: owner });
    const b = await call("GET", "/integration/sync-mindbody", { token: owner });
    expect(b.status).toBe(200);
    expect(b.json).toMatchObject({ message: MSG.syncRunning, data: { id: a.json.data.id } });
    expect(await queue.drain(mindbodySyncJob)).toBe(1);
    expect(await syncRow(a.json.data.id)).toMatchObject({ state: "completed" });
  });

  it("a connection the API closes is opened again once; closed twice, the sync is retried later", async () => {
    peer.site(SITE, { ...login, clients: [client(1)] });
    peer.state.dropNext = 1;
    const once = await syncNow();
    expect(await syncRow(once.id)).toMatchObject({ state: "completed", unchangedCount: 1 });
    peer.state.dropNext = 2;
    const twice = await syncNow();
    expect(await syncRow(twice.id)).toMatchObject({ state: "running", error: MSG.unreachable });
    queue.clock.advance(60);
    expect(await queue.drain(mindbodySyncJob)).toBe(1);
    expect(await syncRow(twice.id)).toMatchObject({ state: "completed", unchangedCount: 1, error: null });
  });

  it("a sync whose job was lost long ago does not block a new one", async () => {
    peer.site(SITE, { ...login, clients: [] });
    const [lost] = await db()
      .insert(mindbodySyncs)
      .values({ locationId: ids.downtown, siteId: SITE, state: "running", createdAt: new Date(Date.now() - 7 * 3600_000) })
      .returning();
    const { res, id } = await syncNow();
    expect(res.json.message).toBe(MSG.syncStarted);
    expect(id).not.toBe(lost.id);
    expect(await syncRow(lost.id)).toMatchObject({ state: "failed", error: MSG.stalled });
    expect(await syncRow(id)).toMatchObject({ state: "completed", totalCount: 0 });
  });

  it("a login that stopped working fails the sync at once with the reason", async () => {
    peer.site(SITE, { ...login, password: "changed-in-mindbody", clients: [client(1)] });
    const { id } = await syncNow();
    expect(await syncRow(id)).toMatchObject({ state: "failed", error: MSG.badCredentials });
    const [entry] = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.action, "mindbody-sync-failed")));
    expect(entry).toMatchObject({ title: "Mindbody sync failed", body: MSG.badCredentials, userId: ids.owner });
    expect((await call("GET", "/integration/mindbody", { token: owner })).json.data.last_sync).toMatchObject({ state: "failed", error: MSG.badCredentials });
    peer.site(SITE, { ...login, clients: [] });
  });

  it("an unreachable API is retried with backoff, then the sync fails with a readable reason", async () => {
    process.env.MINDBODY_BASE_URL = "http://127.0.0.1:1/public/v6";
    const res = await call("GET", "/integration/sync-mindbody", { token: owner });
    const id = res.json.data.id as number;
    expect(await queue.drain(mindbodySyncJob)).toBe(1);
    expect(await syncRow(id)).toMatchObject({ state: "running", error: MSG.unreachable });
    // Three retries (30 s, 60 s, 120 s), all due within the hour.
    queue.clock.advance(3600);
    expect(await queue.drain(mindbodySyncJob)).toBe(3);
    expect(await syncRow(id)).toMatchObject({ state: "failed", error: MSG.unreachable });
  });
});

describe("permissions and tenancy", () => {
  it("staff and location users may not connect, sync or disconnect", async () => {
    for (const email of ["staff@demo.test", "location@demo.test"]) {
      const token = (await loginAs(email)).access_token;
      expect((await call("POST", "/integration/connect-mindbody", { token, body: login })).status).toBe(403);
      expect((await call("GET", "/integration/sync-mindbody", { token })).status).toBe(403);
      expect((await call("DELETE", "/integration/mindbody", { token })).status).toBe(403);
    }
    expect((await call("GET", "/integration/mindbody", {})).status).toBe(401);
  });

  it("another organization sees its own (empty) Mindbody, and our sync is a 404 to it", async () => {
    const [sync] = await db().select({ id: mindbodySyncs.id }).from(mindbodySyncs).where(eq(mindbodySyncs.locationId, ids.downtown)).limit(1);
    expect((await call("GET", `/integration/mindbody-sync/${sync.id}`, { token: other })).status).toBe(404);
    expect((await call("GET", "/integration/mindbody", { token: other })).json.data).toMatchObject({ connected: false, last_sync: null });
    expect((await call("GET", "/integration/sync-mindbody", { token: other })).status).toBe(422); // not connected there
    expect((await call("DELETE", "/integration/mindbody", { token: other })).status).toBe(404);
    expect(await db().select().from(mindbodyConnections).where(eq(mindbodyConnections.locationId, ids.downtown))).toHaveLength(1);
  });
});

describe("disconnect (DELETE /integration/mindbody)", () => {
  it("forgets the site and login; syncing then needs a new connection", async () => {
    const res = await call("DELETE", "/integration/mindbody", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: MSG.disconnected, data: { connected: false, site_id: null } });
    expect(await db().select().from(mindbodyConnections).where(eq(mindbodyConnections.locationId, ids.downtown))).toHaveLength(0);
    const sync = await call("GET", "/integration/sync-mindbody", { token: owner });
    expect(sync.status).toBe(422);
    expect(sync.json.errors).toEqual({ mindbody: [MSG.notConnected] });
    // The synced contacts stay.
    expect((await db().select({ id: contacts.id }).from(contacts).where(inArray(contacts.email, ["mb1@mindbody.test"])))).toHaveLength(1);
  });
});
