import fs from "node:fs";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { libraryImages, workoutExercises } from "../../db/schema";
import { putFile } from "../../lib/platform/files";
import { SYSTEM_EXERCISE_COUNT, WORKOUT_MSG } from "../../lib/workouts/constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  ids = await demoIds(db());
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const get = async (q: string, token = tokens.owner) => (await call("GET", `/workout/exercises${q}`, { token })).json;
const create = (body: unknown, token = tokens.owner) => call("POST", "/workout/create-exercise", { token, body });
const systemId = async (name: string) => (await db().select({ id: workoutExercises.id }).from(workoutExercises).where(eq(workoutExercises.name, name)))[0].id;

describe("the system library (seeded once, shared)", () => {
  it("has 873 exercises with no location, each picture a 480x270 WebP shipped under public/", async () => {
    const rows = await db().select({ picture: workoutExercises.picture, key: workoutExercises.systemKey, n: workoutExercises.imageCount }).from(workoutExercises).where(isNull(workoutExercises.locationId));
    expect(rows).toHaveLength(SYSTEM_EXERCISE_COUNT);
    for (const r of rows) {
      expect(r.picture).toBe(`/exercise-images/${r.key}/0.webp`);
      for (let n = 0; n < r.n; n++) expect(fs.existsSync(path.join("public", "exercise-images", r.key!, `${n}.webp`))).toBe(true);
    }
    const meta = await sharp(path.join("public", rows[0].picture)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 270 });
  });

  it("every location reads it: the list's total is the same for both tenants, mapped to its attributes", async () => {
    const mine = await get("?per_page=1&source=system");
    const theirs = await get("?per_page=1&source=system", tokens.other);
    expect(mine.total).toBe(SYSTEM_EXERCISE_COUNT);
    expect(theirs.total).toBe(SYSTEM_EXERCISE_COUNT);
    const sit = (await get("?search=3/4%20sit-up")).data.find((x: { name: string }) => x.name === "3/4 Sit-Up");
    expect(sit).toMatchObject({ is_system: true, images: ["/exercise-images/3_4_Sit-Up/0.webp", "/exercise-images/3_4_Sit-Up/1.webp"] });
    const names = sit.attributes.map((a: { type_id: number; name: string }) => `${a.type_id}:${a.name}`);
    expect(names).toEqual(expect.arrayContaining(["1:Strength", "2:Core", "3:Abdominals", "4:Body Only", "9:Beginner"]));
  });
});

describe("search and filters", () => {
  it("forgives: shorthand, punctuation and typos", async () => {
    expect((await get("?search=db%20bench&per_page=100")).data.map((x: { name: string }) => x.name)).toContain("Dumbbell Bench Press");
    expect((await get("?search=pullup&per_page=100")).data.map((x: { name: string }) => x.name)).toContain("Pullups");
    expect((await get("?search=dumbel&per_page=100")).data.length).toBeGreaterThan(0);
  });

  it("filters on attributes (all must match) and pages with the list kit", async () => {
    const types = (await call("GET", "/workout/attribute-types", { token: tokens.owner })).json.data;
    expect(types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4]);
    const chest = types.find((t: { id: number }) => t.id === 3).attributes.find((a: { name: string }) => a.name === "Chest").id;
    const dumbbell = types.find((t: { id: number }) => t.id === 4).attributes.find((a: { name: string }) => a.name === "Dumbbell").id;
    const page = await get(`?attribute_ids=${chest},${dumbbell}&per_page=5`);
    expect(page).toMatchObject({ current_page: 1, per_page: 5 });
    expect(page.total).toBeGreaterThan(5);
    for (const x of page.data) expect(x.attributes.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([chest, dumbbell]));
    expect((await call("GET", "/workout/exercises?attribute_ids=1,x", { token: tokens.owner })).status).toBe(422);
  });
});

describe("a coach's own exercises", () => {
  it("creates with attributes, a library picture, a video and cues; another location neither sees nor edits it", async () => {
    const stored = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "Move.png", bytes: new Uint8Array(await sharp({ create: { width: 4, height: 3, channels: 3, background: "#000" } }).png().toBuffer()) });
    const [image] = await db().insert(libraryImages).values({ locationId: ids.downtown, fileId: stored.id, name: "Move", type: "content-image", size: "all", mime: stored.mime, bytes: stored.size, width: 4, height: 3 }).returning({ id: libraryImages.id });
    const cat = await call("POST", "/workout/category/create", { token: tokens.owner, body: { name: "Warm-ups" } });
    expect(cat.status).toBe(201);
    const res = await create({ name: " Band pull-apart ", category_id: cat.json.data.id, attribute_ids: [1], image_id: image.id, video_url: "https://youtu.be/dQw4w9WgXcQ", cues: "Squeeze the shoulder blades." });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(WORKOUT_MSG.exerciseCreated);
    expect(res.json.data).toMatchObject({ name: "Band pull-apart", is_system: false, video_provider: "youtube", video_id: "dQw4w9WgXcQ", cues: "Squeeze the shoulder blades." });
    expect(res.json.data.picture).not.toBe("");
    const id = res.json.data.id;
    expect((await get("?source=custom")).data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await get("?source=custom", tokens.other)).data.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await call("GET", "/workout/category/lists", { token: tokens.owner })).json.data).toContainEqual({ id: cat.json.data.id, name: "Warm-ups", exercises_count: 1 });

    const upd = await call("POST", "/workout/update-exercise", { token: tokens.owner, body: { id, name: "Band pull apart", video_url: "https://vimeo.com/76979871", attribute_ids: [] } });
    expect(upd.status).toBe(200);
    expect(upd.json.data).toMatchObject({ name: "Band pull apart", video_provider: "vimeo", video_id: "76979871", attributes: [], picture: res.json.data.picture });

    expect((await call("POST", "/workout/update-exercise", { token: tokens.other, body: { id, name: "Taken" } })).status).toBe(404);
    expect((await call("DELETE", "/workout/delete-exercise", { token: tokens.other, body: { id } })).status).toBe(404);
    expect((await call("PATCH", "/workout/update-favourite-exercise", { token: tokens.other, body: { id, favourite: true } })).status).toBe(404);
    expect((await call("DELETE", `/workout/category/${cat.json.data.id}/delete`, { token: tokens.other })).status).toBe(404);
    expect((await create({ name: "Theirs", image_id: image.id }, tokens.other)).status).toBe(404);
    expect((await create({ name: "Theirs", category_id: cat.json.data.id }, tokens.other)).status).toBe(404);

    const del = await call("DELETE", "/workout/delete-exercise", { token: tokens.owner, body: { id } });
    expect(del.json).toEqual({ status: 1, message: WORKOUT_MSG.exerciseDeleted });
    expect((await call("DELETE", `/workout/category/${cat.json.data.id}/delete`, { token: tokens.owner })).status).toBe(200);
  });

  it("422s: empty name, a video that is not YouTube/Vimeo, editing or deleting a system exercise", async () => {
    const empty = await create({ name: "  " });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.name).toEqual([WORKOUT_MSG.nameRequired]);
    const video = await create({ name: "Video", video_url: "https://example.com/watch?v=dQw4w9WgXcQ" });
    expect(video.status).toBe(422);
    expect(video.json.errors.video_url).toEqual([WORKOUT_MSG.videoInvalid]);
    const sys = await systemId("Dumbbell Bench Press");
    const edit = await call("POST", "/workout/update-exercise", { token: tokens.other, body: { id: sys, name: "Mine now" } });
    expect(edit.status).toBe(422);
    expect(edit.json.errors.id).toEqual([WORKOUT_MSG.systemReadOnly]);
    expect((await call("DELETE", "/workout/delete-exercise", { token: tokens.owner, body: { id: sys } })).status).toBe(422);
    expect((await db().select({ name: workoutExercises.name }).from(workoutExercises).where(eq(workoutExercises.id, sys)))[0].name).toBe("Dumbbell Bench Press");
    expect((await call("POST", "/workout/category/create", { token: tokens.owner, body: { name: "" } })).status).toBe(422);
  });

  it("favourites are per location, on system exercises too", async () => {
    const sys = await systemId("Pullups");
    const fav = await call("PATCH", "/workout/update-favourite-exercise", { token: tokens.owner, body: { id: sys, favourite: true } });
    expect(fav.status).toBe(200);
    expect((await get("?favourites=1")).data.map((x: { id: number; is_favourite: boolean }) => [x.id, x.is_favourite])).toEqual([[sys, true]]);
    expect((await get("?favourites=1", tokens.other)).total).toBe(0);
    await call("PATCH", "/workout/update-favourite-exercise", { token: tokens.owner, body: { id: sys, favourite: false } });
    expect((await get("?favourites=1")).total).toBe(0);
  });
});

describe("attributes", () => {
  it("a coach adds custom types and attributes, pins a type, deletes only their own", async () => {
    const made = await call("POST", "/workout/create-attribute", { token: tokens.owner, body: { type_name: "Studio zone", name: "Rig" } });
    expect(made.status).toBe(201);
    const custom = (await call("GET", "/workout/custom-attribute-types", { token: tokens.owner })).json.data;
    expect(custom).toContainEqual(expect.objectContaining({ name: "Studio zone", is_system: false, attributes: [expect.objectContaining({ name: "Rig" })] }));
    expect((await call("GET", "/workout/custom-attribute-types", { token: tokens.other })).json.data).toEqual([]);
    const typeId = made.json.data.type_id;
    expect((await call("POST", "/workout/create-attribute", { token: tokens.owner, body: { type_id: 4, name: "dumbbell" } })).status).toBe(422);
    expect((await call("POST", "/workout/create-attribute", { token: tokens.other, body: { type_id: typeId, name: "Theirs" } })).status).toBe(404);
    expect((await call("POST", "/workout/create-attribute", { token: tokens.owner, body: { name: "No type" } })).status).toBe(422);

    const pin = await call("PATCH", "/workout/pin-attribute-type", { token: tokens.owner, body: { type_id: 4, pinned: true } });
    expect(pin.status).toBe(200);
    const types = (await call("GET", "/workout/attribute-types", { token: tokens.owner })).json.data;
    expect(types[0]).toMatchObject({ id: 4, pinned: true });
    expect((await call("PATCH", "/workout/pin-attribute-type", { token: tokens.other, body: { type_id: typeId, pinned: true } })).status).toBe(404);

    const system = types[1].attributes[0].id;
    expect((await call("DELETE", "/workout/delete-attribute", { token: tokens.owner, body: { id: system } })).status).toBe(422);
    expect((await call("DELETE", "/workout/delete-attribute", { token: tokens.other, body: { id: made.json.data.id } })).status).toBe(404);
    expect((await call("DELETE", "/workout/delete-attribute", { token: tokens.owner, body: { id: made.json.data.id } })).status).toBe(200);
  });
});
