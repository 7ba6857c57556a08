import { and, desc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailMessages, smsMessages, workoutContacts, workoutExercises, workoutSessionSets, workoutSessions } from "../../db/schema";
import { LOGGING_MSG } from "../../lib/workouts/constants";
import { workoutToken, readWorkoutToken } from "../../lib/workouts/link";
import { logSession, openWorkoutLink, publicWorkout } from "../../lib/workouts/logging";
import { logSessionInput, type LogSessionInput } from "../../lib/workouts/logging-schemas";
import { submitWorkoutAction } from "../../lib/workouts/public-action";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, path, { token, body });
const system = async (name: string) => (await db().select({ id: workoutExercises.id }).from(workoutExercises).where(and(eq(workoutExercises.name, name), isNull(workoutExercises.locationId))))[0].id;
const set = (over: Record<string, unknown> = {}) => ({ reps: 8, reps_max: 12, weight: 60, time: null, distance: null, rest: 90, tempo: null, rpe: null, ...over });
let n = 0;
const cid = () => `test-session-${++n}-${Date.now()}`;

/** A workout with a bench press (upper, 2 sets 8-12 at 60 kg), a squat (lower, 1 set 5 at 100 kg) and push-ups (bodyweight, 10), assigned to one contact. */
async function assigned(contactIndex = 0, sessions: number | null = null) {
  const w = (await api("POST", "/workout/create", { name: `Logged ${cid()}` })).json.data;
  const block = (await api("POST", `/workout/${w.id}/create-block`, { type: "regular" })).json.data.blocks[0];
  await api("POST", "/workout/block/add-exercise", { block_id: block.id, exercise_id: await system("Barbell Bench Press - Medium Grip"), sets: [set(), set()] });
  await api("POST", "/workout/block/add-exercise", { block_id: block.id, exercise_id: await system("Barbell Squat"), sets: [set({ reps: 5, reps_max: null, weight: 100 })] });
  const detail = (await api("POST", "/workout/block/add-exercise", { block_id: block.id, exercise_id: await system("Pushups"), sets: [set({ reps: 10, reps_max: null, weight: null })] })).json.data;
  const [bench, squat, pushups] = detail.blocks[0].exercises.map((x: { id: number }) => x.id) as number[];
  const contactId = (await api("GET", "/contact/list?per_page=5")).json.data[contactIndex].id as number;
  const res = await api("POST", "/workout/add-contact", { workout_id: w.id, contact_ids: [contactId], start_date: "2026-12-01", sessions, reminder_days: [1], reminder_time: "07:00", reminder_type: 1 });
  expect(res.json.count).toBe(1);
  const [asg] = await db().select().from(workoutContacts).where(and(eq(workoutContacts.workoutId, w.id), eq(workoutContacts.contactId, contactId)));
  const token = workoutToken({ assignmentId: asg.id, workoutId: w.id, contactId, version: asg.linkVersion });
  return { workoutId: w.id as number, contactId, asg, token, bench, squat, pushups };
}

const log = async (t: Awaited<ReturnType<typeof assigned>>, input: Partial<LogSessionInput>) => {
  const open = await openWorkoutLink(db(), t.token);
  expect(open).not.toBeNull();
  return logSession(db(), open!, logSessionInput.parse({ client_id: cid(), ...input }));
};

describe("the logging service", () => {
  it("opens a signed link only while current; a forged, altered or revoked one opens nothing", async () => {
    const t = await assigned();
    expect(await openWorkoutLink(db(), t.token)).toMatchObject({ assignmentId: t.asg.id, workoutId: t.workoutId, contactId: t.contactId });
    expect(readWorkoutToken(t.token)).toEqual({ assignmentId: t.asg.id, workoutId: t.workoutId, contactId: t.contactId, version: 1 });
    const parts = t.token.split(".");
    expect(await openWorkoutLink(db(), [parts[0], parts[1], String(t.contactId + 1), ...parts.slice(3)].join("."))).toBeNull();
    expect(await openWorkoutLink(db(), `${parts.slice(0, 4).join(".")}.${"A".repeat(32)}`)).toBeNull();
    expect(await openWorkoutLink(db(), "nonsense")).toBeNull();
    await api("POST", "/workout/remove-contact", { workout_id: t.workoutId, contact_ids: [t.contactId] });
    expect(await openWorkoutLink(db(), t.token)).toBeNull();
    // Assigned again: the old link stays dead (the version moved on).
    await api("POST", "/workout/add-contact", { workout_id: t.workoutId, contact_ids: [t.contactId], start_date: "2026-12-01", reminder_days: [], reminder_type: 1 });
    expect(await openWorkoutLink(db(), t.token)).toBeNull();
    const state = await submitWorkoutAction({ status: "idle", errors: {}, values: {} }, form({ token: t.token, client_id: cid(), [`r_${t.bench}_0`]: "10" }));
    expect(state.status).toBe("invalid");
    expect(await db().select().from(workoutSessions).where(eq(workoutSessions.assignmentId, t.asg.id))).toEqual([]);
  });

  it("stores a session once per client id, sets against their targets, and completes the assignment at its count", async () => {
    const t = await assigned(1, 2);
    const clientId = cid();
    const input = { client_id: clientId, notes: "Felt strong", sets: [{ block_exercise_id: t.bench, set_index: 0, reps: 12, weight: 60 }, { block_exercise_id: t.bench, set_index: 1, reps: 11, weight: 60 }, { block_exercise_id: t.squat, set_index: 0, reps: null, weight: null }] };
    const open = (await openWorkoutLink(db(), t.token))!;
    const first = await logSession(db(), open, logSessionInput.parse(input));
    expect(first.created).toBe(true);
    const again = await logSession(db(), open, logSessionInput.parse(input));
    expect(again).toEqual({ session_id: first.session_id, created: false });
    const sets = await db().select().from(workoutSessionSets).where(eq(workoutSessionSets.sessionId, first.session_id));
    expect(sets).toHaveLength(2); // the squat's empty set was not done
    expect(sets[0].target).toMatchObject({ reps: 8, reps_max: 12, weight: 60 });

    await expect(logSession(db(), open, logSessionInput.parse({ client_id: cid(), sets: [{ block_exercise_id: t.bench, set_index: 2, reps: 1 }] }))).rejects.toMatchObject({ status: 422, body: { errors: { "sets.0.set_index": [LOGGING_MSG.unknownSet] } } });
    const other = await assigned(2);
    await expect(logSession(db(), open, logSessionInput.parse({ client_id: cid(), sets: [{ block_exercise_id: other.bench, set_index: 0, reps: 1 }] }))).rejects.toMatchObject({ status: 422 });
    expect(logSessionInput.safeParse({ client_id: cid(), sets: [{ block_exercise_id: t.bench, set_index: 0, reps: 1001 }] }).error?.issues[0].path).toEqual(["sets", 0, "reps"]);
    expect(logSessionInput.safeParse({ client_id: cid(), sets: [{ block_exercise_id: t.bench, set_index: 0, weight: -1 }] }).success).toBe(false);

    expect((await db().select({ s: workoutContacts.status }).from(workoutContacts).where(eq(workoutContacts.id, t.asg.id)))[0].s).toBe("active");
    await log(t, { sets: [{ block_exercise_id: t.pushups, set_index: 0, reps: 10 }] });
    expect((await db().select({ s: workoutContacts.status }).from(workoutContacts).where(eq(workoutContacts.id, t.asg.id)))[0].s).toBe("completed");
  });

  it("suggests the next target by the overload rule: +2.5 kg upper, +5 kg lower, +1 rep bodyweight, -10 % after two misses", async () => {
    const t = await assigned(3);
    await log(t, { sets: [{ block_exercise_id: t.bench, set_index: 0, reps: 12, weight: 60 }, { block_exercise_id: t.bench, set_index: 1, reps: 12, weight: 60 }, { block_exercise_id: t.squat, set_index: 0, reps: 4, weight: 100 }, { block_exercise_id: t.pushups, set_index: 0, reps: 10 }] });
    let s = (await publicWorkout(db(), (await openWorkoutLink(db(), t.token))!)).suggestions;
    expect(s.get(t.bench)!.suggestion).toMatchObject({ rule: "increase", weight: 62.5 });
    expect(s.get(t.squat)!.suggestion).toMatchObject({ rule: "keep", weight: 100 });
    expect(s.get(t.pushups)!.suggestion).toMatchObject({ rule: "increase", weight: null, reps: 11 });
    await log(t, { sets: [{ block_exercise_id: t.squat, set_index: 0, reps: 3, weight: 100 }] });
    s = (await publicWorkout(db(), (await openWorkoutLink(db(), t.token))!)).suggestions;
    expect(s.get(t.squat)!.suggestion).toMatchObject({ rule: "decrease", weight: 90 });
    await log(t, { sets: [{ block_exercise_id: t.squat, set_index: 0, reps: 5, weight: 90 }] });
    s = (await publicWorkout(db(), (await openWorkoutLink(db(), t.token))!)).suggestions;
    expect(s.get(t.squat)!.suggestion).toMatchObject({ rule: "increase", weight: 95 });
  });
});

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("the public page's submit (no JavaScript needed)", () => {
  it("logs typed sets, answers per-input errors keeping the values, and is idempotent on the form's client id", async () => {
    const t = await assigned(0);
    const idle = { status: "idle" as const, errors: {}, values: {} };
    const bad = await submitWorkoutAction(idle, form({ token: t.token, client_id: cid(), [`r_${t.bench}_0`]: "abc", [`w_${t.bench}_0`]: "2000", [`r_${t.bench}_1`]: "9" }));
    expect(bad.status).toBe("invalid");
    expect(bad.errors[`r_${t.bench}_0`]).toEqual(["Enter a whole number."]);
    expect(bad.errors[`w_${t.bench}_0`]).toEqual(["Enter 0 to 1,000."]);
    expect(bad.values[`r_${t.bench}_1`]).toBe("9");
    const clientId = cid();
    const fields = { token: t.token, client_id: clientId, notes: "Shoulder ok", [`r_${t.bench}_0`]: "12", [`w_${t.bench}_0`]: "60", [`r_${t.bench}_1`]: "12", [`w_${t.bench}_1`]: "60,0" };
    const done = await submitWorkoutAction(idle, form(fields));
    expect(done.status).toBe("done");
    expect(done.next).toContainEqual({ name: "Barbell Bench Press - Medium Grip", text: "↑ 62.5 kg × 8–12" });
    await submitWorkoutAction(idle, form(fields));
    expect(await db().select().from(workoutSessions).where(eq(workoutSessions.assignmentId, t.asg.id))).toHaveLength(1);
  });
});

describe("the coach's calls", () => {
  it("analytics, activity, notes, block stats, history with Epley 1RM and the contact report; accept and override the suggestion", async () => {
    const t = await assigned(4);
    await log(t, { notes: "Tough day", sets: [{ block_exercise_id: t.bench, set_index: 0, reps: 12, weight: 60 }, { block_exercise_id: t.bench, set_index: 1, reps: 12, weight: 60 }, { block_exercise_id: t.squat, set_index: 0, reps: 5, weight: 100 }] });
    await log(t, { sets: [{ block_exercise_id: t.bench, set_index: 0, reps: 10, weight: 62.5 }] });

    const an = (await api("GET", `/workout/${t.workoutId}/analytics`)).json.data;
    expect(an).toMatchObject({ assigned: 1, active: 1, sessions: 2, contacts_logged: 1, sets: 4, volume_kg: 12 * 60 * 2 + 500 + 625 });
    const act = (await api("GET", `/workout/${t.workoutId}/activity`)).json;
    expect(act.total).toBe(2);
    expect(act.data[1]).toMatchObject({ contact_id: t.contactId, notes: "Tough day", sets: 3 });
    expect((await api("GET", `/workout/${t.workoutId}/notes`)).json.data.map((r: { notes: string }) => r.notes)).toEqual(["Tough day"]);

    const stats = (await api("GET", `/workout/${t.workoutId}/block-stats`)).json;
    expect(stats.formula).toBe("Epley");
    expect(stats.data.find((r: { block_exercise_id: number }) => r.block_exercise_id === t.bench)).toMatchObject({ sessions: 2, sets: 3, max_weight: 62.5, best_set: { reps: 12, weight: 60 }, estimated_1rm: 84 });

    const hist = (await api("GET", `/workout/${t.workoutId}/contact-exercise-history?contact_id=${t.contactId}`)).json;
    const bench = hist.data.find((h: { name: string }) => h.name.startsWith("Barbell Bench"));
    expect(bench.sessions).toHaveLength(2);
    expect(bench.sessions[1]).toMatchObject({ best_set: { reps: 12, weight: 60 }, estimated_1rm: 84 });
    expect(bench.best_estimated_1rm).toBe(84);
    const benchId = bench.exercise_id;
    expect((await api("GET", `/workout/${t.workoutId}/contact-exercise-history?contact_id=${t.contactId}&exercise_id=${benchId}`)).json.data).toHaveLength(1);

    const report = (await api("GET", `/workout/${t.workoutId}/contact-report?contact_id=${t.contactId}`)).json.data;
    expect(report).toMatchObject({ logged: 2, status: "active", formula: "Epley" });
    expect(report.link).toContain(`/w/${t.token}`);
    const r = (id: number) => report.exercises.find((x: { block_exercise_id: number }) => x.block_exercise_id === id);
    expect(r(t.bench).suggestion).toMatchObject({ rule: "keep", weight: 62.5 });
    expect(r(t.squat).suggestion).toMatchObject({ rule: "increase", weight: 105 });

    const accept = await api("POST", `/workout/${t.workoutId}/overload-target`, { contact_id: t.contactId, block_exercise_id: t.squat });
    expect(accept.json).toMatchObject({ message: LOGGING_MSG.targetSaved, data: { weight: 105, kind: "accepted" } });
    const over = await api("POST", `/workout/${t.workoutId}/overload-target`, { contact_id: t.contactId, block_exercise_id: t.bench, weight: 65, reps: 8 });
    expect(over.json.data).toMatchObject({ weight: 65, reps: 8, kind: "override" });
    const again = (await api("GET", `/workout/${t.workoutId}/contact-report?contact_id=${t.contactId}`)).json.data;
    expect(again.exercises.find((x: { block_exercise_id: number }) => x.block_exercise_id === t.bench).coach_target).toMatchObject({ weight: 65, reps: 8 });

    const bad = await api("POST", `/workout/${t.workoutId}/overload-target`, { contact_id: t.contactId, block_exercise_id: t.bench, weight: 1001 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.weight).toBeDefined();
    const other = await assigned(0);
    expect((await api("POST", `/workout/${t.workoutId}/overload-target`, { contact_id: t.contactId, block_exercise_id: other.bench })).json.errors.block_exercise_id).toEqual([LOGGING_MSG.unknownItem]);
    expect((await api("GET", `/workout/${t.workoutId}/contact-report?contact_id=abc`)).status).toBe(422);
    // A contact the workout was never assigned to, and another location's workout: 404.
    const theirs = (await api("GET", "/contact/list?per_page=1", undefined, tokens.other)).json.data[0].id;
    expect((await api("GET", `/workout/${t.workoutId}/contact-report?contact_id=${theirs}`)).status).toBe(404);
    for (const path of ["analytics", "activity", "notes", "block-stats", `contact-report?contact_id=${t.contactId}`, `contact-exercise-history?contact_id=${t.contactId}`]) {
      expect((await api("GET", `/workout/${t.workoutId}/${path}`, undefined, tokens.other)).status, path).toBe(404);
    }
  });

  it("resend-reminder sends the link now by email (type 1) into the outbox, else SMS; a removed contact is a 422", async () => {
    const t = await assigned(1);
    const res = await api("POST", `/workout/${t.workoutId}/resend-reminder`, { contact_id: t.contactId });
    expect(res.json).toMatchObject({ status: 1, message: LOGGING_MSG.reminderSent });
    if (res.json.via === "email") {
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.contactId, t.contactId)).orderBy(desc(emailMessages.id)).limit(1);
      expect(mail.html).toContain(`/w/${t.token}`);
    } else {
      const [sms] = await db().select().from(smsMessages).where(eq(smsMessages.contactId, t.contactId)).orderBy(desc(smsMessages.id)).limit(1);
      expect(sms.body).toContain(`/w/${t.token}`);
    }
    expect((await api("POST", `/workout/${t.workoutId}/resend-reminder`, { contact_id: "x" })).status).toBe(422);
    expect((await api("POST", `/workout/${t.workoutId}/resend-reminder`, { contact_id: t.contactId }, tokens.other)).status).toBe(404);
    await api("POST", "/workout/remove-contact", { workout_id: t.workoutId, contact_ids: [t.contactId] });
    expect((await api("POST", `/workout/${t.workoutId}/resend-reminder`, { contact_id: t.contactId })).json.errors.contact_id).toEqual([LOGGING_MSG.notAssigned]);
  });
});
