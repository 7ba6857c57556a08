import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactTags, contacts, emailMessages, journeyHistories, journeyRuns, smsMessages } from "../../db/schema";
import { JOURNEY_MSG } from "../../lib/journeys/constants";
import { journeyDispatchJob, journeyDispatchSweepJob, journeyStepJob } from "../../lib/journeys/jobs";
import { signJourneyWebhook } from "../../lib/journeys/webhook";
import { sendJob } from "../../lib/platform/jobs";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();
const ids = { downtown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "" };
let seq = 0;

async function newContact(extra: Record<string, unknown> = {}) {
  seq++;
  const res = await call("POST", "/contact/save", { token: tokens.owner, body: { first_name: `Journey${seq}`, last_name: "Tester", email: `journey${seq}@example.test`, number: "+14155550100", ...extra } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}

async function newTag(name: string) {
  const res = await call("POST", "/tag/create", { token: tokens.owner, body: { name } });
  expect(res.status).toBeLessThan(300);
  return res.json.data.id as number;
}

async function newJourney(name: string) {
  const res = await call("POST", "/journey/create", { token: tokens.owner, body: { name } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}

async function addStep(journeyId: number, body: Record<string, unknown>) {
  const res = await call("POST", `/journey/${journeyId}/create-action`, { token: tokens.owner, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as number;
}

const enable = (journeyId: number, status = true) => call("PATCH", `/journey/${journeyId}/change-status`, { token: tokens.owner, body: { status } });
const tag = (contactId: number, tagId: number) => call("PATCH", "/tag/add-contact", { token: tokens.owner, body: { contact_ids: [contactId], tag_ids: [tagId] } });

/** Runs dispatch, then steps, until nothing is due. */
async function settle() {
  for (let i = 0; i < 20; i++) {
    const n = (await queue.drain(journeyDispatchJob)) + (await queue.drain(journeyStepJob));
    if (!n) return;
  }
}

const journeyEmails = (contactId: number) => db().select().from(emailMessages).where(and(eq(emailMessages.contactId, contactId), eq(emailMessages.source, "journey")));
const smsTo = (contactId: number) => db().select().from(smsMessages).where(eq(smsMessages.contactId, contactId));
const runsOf = (journeyId: number, contactId: number) => db().select().from(journeyRuns).where(and(eq(journeyRuns.journeyId, journeyId), eq(journeyRuns.contactId, contactId))).orderBy(asc(journeyRuns.id));

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

describe("the New lead welcome journey", () => {
  let journey = 0, leadTag = 0, clientTag = 0, email = 0, wait = 0, condition = 0;

  beforeAll(async () => {
    leadTag = await newTag("Lead Magnet");
    clientTag = await newTag("Client");
    journey = await newJourney("New lead welcome");
    const trig = await call("POST", `/journey/${journey}/create-trigger`, { token: tokens.owner, body: { type: "tag_added", settings: { tag_id: leadTag } } });
    expect(trig.status).toBe(201);
    expect(trig.json).toMatchObject({ message: JOURNEY_MSG.triggerSaved, data: { type: "tag_added", title: "Tag added: Lead Magnet" } });
    email = await addStep(journey, { type: "send_email", settings: { subject: "Welcome {{ contact.first_name }}", body: "<p>Hi {{ contact.first_name }}</p>" } });
    wait = await addStep(journey, { type: "wait", settings: { amount: 1, unit: "minutes" } });
    condition = await addStep(journey, { type: "condition", settings: { match: "all", rules: [{ field: "tag", operator: "has", tag_id: clientTag }] } });
    await addStep(journey, { type: "change_status", parent_id: condition, branch: "yes", settings: { status: "Client" } });
    await addStep(journey, { type: "send_sms", parent_id: condition, branch: "no", settings: { body: "Hi {{ contact.first_name }}, still there?" } });
    expect((await enable(journey)).json.message).toBe(JOURNEY_MSG.enabled);
  });

  it("tagging a contact enrols it; the email goes, the wait holds, then the condition's No branch texts it", async () => {
    const c = await newContact();
    expect((await tag(c, leadTag)).status).toBe(200);
    await settle();
    const [run] = await runsOf(journey, c);
    expect(run).toMatchObject({ status: "active", currentActionId: condition, source: "tag_added" });
    const mails = await journeyEmails(c);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Welcome Journey${seq}`);
    expect(await smsTo(c)).toHaveLength(0);

    const users = await call("GET", `/journey/${journey}/users`, { token: tokens.owner });
    expect(users.json.data.find((u: { contact_id: number }) => u.contact_id === c)).toMatchObject({ status: "active", current_step: "Condition" });

    queue.clock.advance(61);
    await settle();
    const [done] = await runsOf(journey, c);
    expect(done.status).toBe("completed");
    const texts = await smsTo(c);
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toBe(`Hi Journey${seq}, still there?`);

    const hist = await call("GET", `/journey/${journey}/histories?contact_id=${c}`, { token: tokens.owner });
    expect(hist.status).toBe(200);
    expect(hist.json.data.map((h: { message: string }) => h.message).reverse()).toEqual([
      "Entered the journey (tag added)",
      `Email “Welcome Journey${seq}” to journey${seq}@example.test`,
      "Waiting 1 minute",
      "Condition not met: No",
      "SMS to +14155550100",
      "Completed the journey",
    ]);
    // Nothing runs twice when the queue is drained again.
    await settle();
    expect(await journeyEmails(c)).toHaveLength(1);
    expect(await smsTo(c)).toHaveLength(1);
  });

  it("the Yes branch changes the status; the contact enters once (no re-entry by default)", async () => {
    const c = await newContact();
    await db().insert(contactTags).values({ locationId: ids.downtown, contactId: c, tagId: clientTag });
    await tag(c, leadTag);
    await settle();
    queue.clock.advance(61);
    await settle();
    const [contact] = await db().select({ status: contacts.status }).from(contacts).where(eq(contacts.id, c));
    expect(contact.status).toBe("Client");
    // Untag and tag again: the journey is done for this contact.
    await call("PATCH", "/tag/remove-contact", { token: tokens.owner, body: { contact_ids: [c], tag_ids: [leadTag] } });
    await tag(c, leadTag);
    await settle();
    expect(await runsOf(journey, c)).toHaveLength(1);
  });

  it("a retried or duplicated step job sends one email", async () => {
    const c = await newContact();
    await tag(c, leadTag);
    await queue.drain(journeyDispatchJob);
    const [run] = await runsOf(journey, c);
    // A second copy of the first step's job, as a duplicated queue call would make.
    await sendJob(journeyStepJob, { run_id: run.id, action_id: email });
    await sendJob(journeyStepJob, { run_id: run.id, action_id: email });
    await queue.drain(journeyStepJob);
    expect(await journeyEmails(c)).toHaveLength(1);
    const rows = await db().select().from(journeyHistories).where(and(eq(journeyHistories.runId, run.id), eq(journeyHistories.actionId, email)));
    expect(rows).toHaveLength(1);
    expect((await runsOf(journey, c))[0].currentActionId).toBe(condition);
  });

  it("the step the details show carries its live counts", async () => {
    const details = await call("GET", `/journey/${journey}/details`, { token: tokens.owner });
    expect(details.status).toBe(200);
    const step = details.json.data.actions.find((a: { id: number }) => a.id === email);
    expect(step.counts.done).toBeGreaterThanOrEqual(3);
    expect(details.json.data.actions.find((a: { id: number }) => a.id === wait).title).toBe("Wait 1 minute");
    const refresh = await call("GET", `/journey/action/${condition}/refresh`, { token: tokens.owner });
    expect(refresh.json.data.counts.waiting).toBeGreaterThanOrEqual(1);
    const branches = await call("GET", `/journey/condition/${condition}/actions`, { token: tokens.owner });
    expect(branches.json.yes.map((a: { type: string }) => a.type)).toEqual(["change_status"]);
    expect(branches.json.no.map((a: { type: string }) => a.type)).toEqual(["send_sms"]);
  });
});

describe("off and on", () => {
  it("off: no one enters and a due step holds; on: it goes on from there", async () => {
    const t = await newTag("Hold test");
    const j = await newJourney("Hold journey");
    await call("POST", `/journey/${j}/create-trigger`, { token: tokens.owner, body: { type: "tag_added", settings: { tag_id: t } } });
    await addStep(j, { type: "wait", settings: { amount: 2, unit: "minutes" } });
    const second = await addStep(j, { type: "add_tag", settings: { tag_id: t } });
    await enable(j);
    const c = await newContact();
    await tag(c, t);
    await settle();
    expect((await enable(j, false)).json.message).toBe(JOURNEY_MSG.disabled);
    queue.clock.advance(121);
    await settle();
    let [run] = await runsOf(j, c);
    expect(run).toMatchObject({ status: "active", held: true, currentActionId: second });
    // Off: a new tag enrols no one.
    const c2 = await newContact();
    await tag(c2, t);
    await settle();
    expect(await runsOf(j, c2)).toHaveLength(0);
    await enable(j, true);
    await settle();
    [run] = await runsOf(j, c);
    expect(run).toMatchObject({ status: "completed", held: false });
  });

  it("deleting the step a run waits on moves it to the next one, noted in its history", async () => {
    const j = await newJourney("Delete step journey");
    const w = await addStep(j, { type: "wait", settings: { amount: 1, unit: "days" } });
    const end = await addStep(j, { type: "end" });
    await enable(j);
    const c = await newContact();
    expect((await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } })).json).toMatchObject({ message: JOURNEY_MSG.queued, enrolled: 1 });
    await settle();
    expect((await runsOf(j, c))[0].currentActionId).toBe(end);
    expect((await call("DELETE", `/journey/action/${end}/delete`, { token: tokens.owner })).status).toBe(200);
    const [run] = await runsOf(j, c);
    expect(run.status).toBe("completed");
    const notes = await db().select({ m: journeyHistories.message }).from(journeyHistories).where(eq(journeyHistories.runId, run.id));
    expect(notes.map((n) => n.m)).toContain("Its next step was deleted: moved on to the one after it");
    expect(w).toBeGreaterThan(0);
  });
});

describe("start, terminate and a contact's journeys", () => {
  it("starts named contacts once, terminates them, and lists them", async () => {
    const j = await newJourney("Manual journey");
    await addStep(j, { type: "wait", settings: { amount: 3, unit: "days" } });
    await addStep(j, { type: "end" });
    const c = await newContact();
    const off = await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } });
    expect(off.status).toBe(422);
    expect(off.json.errors.journey_id).toEqual([JOURNEY_MSG.startDisabled]);
    await enable(j);
    expect((await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } })).json.enrolled).toBe(1);
    expect((await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } })).json.enrolled).toBe(0);
    await settle();
    const term = await call("POST", "/journey/terminate", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } });
    expect(term.json).toMatchObject({ message: JOURNEY_MSG.terminated, terminated: 1 });
    const list = await call("GET", `/journey/${j}/users?status=terminated`, { token: tokens.owner });
    expect(list.json.data.map((r: { contact_id: number }) => r.contact_id)).toEqual([c]);
    const mine = await call("GET", `/contact/journeys?contact_id=${c}`, { token: tokens.owner });
    expect(mine.json.data[0]).toMatchObject({ journey_id: j, name: "Manual journey", status: "terminated" });
    // The queued wait finds the run ended: nothing more happens.
    queue.clock.advance(3 * 86400 + 1);
    await settle();
    expect((await runsOf(j, c))[0].status).toBe("terminated");
  });

  it("another location's contacts are not enrolled (404)", async () => {
    const j = await newJourney("Foreign start");
    await addStep(j, { type: "end" });
    await enable(j);
    const [foreign] = await db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, ids.otherLoc), isNull(contacts.deletedAt))).limit(1);
    const res = await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [foreign.id] } });
    expect(res.status).toBe(404);
    expect(await runsOf(j, foreign.id)).toHaveLength(0);
  });

  it("contact created, status changed and the dispatcher's sweep enrol too", async () => {
    const j = await newJourney("Created journey");
    await call("POST", `/journey/${j}/create-trigger`, { token: tokens.owner, body: { type: "contact_created" } });
    await call("POST", `/journey/${j}/create-trigger`, { token: tokens.owner, body: { type: "status_changed", settings: { status: "VIP" } } });
    await addStep(j, { type: "wait", settings: { amount: 1, unit: "days" } });
    await enable(j);
    const c = await newContact();
    await queue.drain(journeyDispatchJob);
    expect(await runsOf(j, c)).toHaveLength(1);
    const other = await newContact();
    await queue.drain(journeyDispatchJob);
    // Terminate the created run, then a status change enrols again only with re-entry on.
    await call("PATCH", `/journey/${j}/change-status`, { token: tokens.owner, body: { status: true, reentry: true } });
    await call("POST", "/journey/terminate", { token: tokens.owner, body: { journey_id: j, contact_ids: [other] } });
    await call("PATCH", "/contact/change-status", { token: tokens.owner, body: { contact_ids: [other], status_value: "VIP" } });
    await queue.drain(journeyDispatchSweepJob);
    await queue.drain(journeyDispatchJob);
    const runs = await runsOf(j, other);
    expect(runs.map((r) => [r.status, r.source])).toEqual([["terminated", "contact_created"], ["active", "status_changed"]]);
  });
});

describe("bad input", () => {
  let j = 0, step = 0;
  beforeAll(async () => {
    j = await newJourney("Bad input journey");
    step = await addStep(j, { type: "end" });
  });
  const create = (body: Record<string, unknown>) => call("POST", `/journey/${j}/create-action`, { token: tokens.owner, body });

  it("answers 422 on the field", async () => {
    expect((await create({ type: "add_tag", parent_id: step, branch: "yes", settings: { tag_id: 1 } })).json.errors.parent_id).toBeDefined();
    expect((await create({ type: "end", branch: "maybe" })).json.errors.branch).toBeDefined();
    expect((await create({ type: "wait", settings: { amount: 0, unit: "days" } })).json.errors["settings.amount"]).toEqual(["The amount must be at least 1."]);
    expect((await create({ type: "send_sms", settings: { body: "x".repeat(1601) } })).json.errors["settings.body"]).toEqual(["The body may not be greater than 1600 characters."]);
    expect((await create({ type: "send_email", settings: { body: "<p>x</p>" } })).json.errors["settings.subject"]).toEqual(["The subject field is required."]);
    expect((await create({ type: "webhook", settings: { url: "ftp://example.com/x" } })).json.errors["settings.url"]).toBeDefined();
    expect((await create({ type: "webhook", settings: { url: "http://127.0.0.1:9/x" } })).json.errors["settings.url"]).toEqual(["The url must be a public address."]);
    expect((await create({ type: "teleport" })).json.errors.type).toBeDefined();
    expect((await create({ type: "send_email", settings: { subject: "{{ contact.nope }}", body: "x" } })).status).toBe(422);
    const trig = await call("POST", `/journey/${j}/create-trigger`, { token: tokens.owner, body: { type: "tag_added", settings: {} } });
    expect(trig.json.errors["settings.tag_id"]).toEqual(["The tag id field is required."]);
  });

  it("another location's journey is a 404 and changes nothing", async () => {
    expect((await call("PATCH", `/journey/${j}/rename`, { token: tokens.other, body: { name: "Stolen" } })).status).toBe(404);
    expect((await call("GET", `/journey/${j}/details`, { token: tokens.other })).status).toBe(404);
    expect((await call("GET", `/journey/${j}/details`, { token: tokens.owner })).json.data.name).toBe("Bad input journey");
  });
});

describe("dashboard calls", () => {
  it("lists, renames, duplicates (off, no contacts) and deletes", async () => {
    const j = await newJourney("Dashboard journey");
    await addStep(j, { type: "send_email", settings: { subject: "Hello", body: "<p>x</p>" } });
    expect((await call("PATCH", `/journey/${j}/rename`, { token: tokens.owner, body: { name: "Renamed journey" } })).json.message).toBe(JOURNEY_MSG.renamed);
    const list = await call("GET", "/journey/list-all?search=Renamed", { token: tokens.owner });
    expect(list.json).toMatchObject({ per_page: 6, total: 1 });
    expect(list.json.data[0]).toMatchObject({ id: j, name: "Renamed journey", enabled: false, steps: 1 });
    const picker = await call("GET", "/journey/lists", { token: tokens.owner });
    expect(picker.json.data.find((p: { id: number }) => p.id === j)).toMatchObject({ action: "send_email", action_type: "send_email", action_title: "Send email: Hello" });
    await enable(j);
    const dup = await call("POST", "/journey/duplicate", { token: tokens.owner, body: { id: j } });
    expect(dup.status).toBe(201);
    expect(dup.json.data).toMatchObject({ name: "Renamed journey (copy)", enabled: false, runs: { active: 0 } });
    expect(dup.json.data.actions).toHaveLength(1);
    const del = await call("DELETE", "/journey/delete", { token: tokens.owner, body: { ids: [j, dup.json.data.id] } });
    expect(del.json.message).toBe(JOURNEY_MSG.deleted);
    expect((await call("GET", `/journey/${j}/details`, { token: tokens.owner })).status).toBe(404);
  });
});

describe("webhook step", () => {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  let status = 500;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      got.push({ headers: req.headers, body });
      res.statusCode = status;
      res.end("ok");
    });
  });
  let url = "";
  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    await new Promise((r) => server.close(r));
  });

  it("posts signed JSON with one Idempotency-Key across retries, then goes on", async () => {
    const j = await newJourney("Webhook journey");
    const hook = await addStep(j, { type: "webhook", settings: { url } });
    const details = await call("GET", `/journey/${j}/details`, { token: tokens.owner });
    const secret = details.json.data.actions[0].settings.secret as string;
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    await enable(j);
    const c = await newContact();
    await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } });
    await queue.drain(journeyStepJob);
    expect((await runsOf(j, c))[0]).toMatchObject({ status: "active", currentActionId: hook });
    status = 200;
    queue.clock.advance(600);
    await queue.drain(journeyStepJob);
    expect((await runsOf(j, c))[0].status).toBe("completed");
    expect(got).toHaveLength(2);
    const [first, second] = got;
    expect(first.headers["idempotency-key"]).toBe(second.headers["idempotency-key"]);
    const sig = signJourneyWebhook(secret, String(second.headers["x-coachos-timestamp"]), second.body);
    expect(second.headers["x-coachos-signature"]).toBe(sig);
    expect(JSON.parse(second.body)).toMatchObject({ event: "journey.step", journey_id: j, contact: { id: c } });
  });
});
