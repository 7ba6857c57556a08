import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { files, libraryImages, users } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

/**
 * The library list's kept totals and versions (library_image_counts, kept by a trigger), its
 * ids-first pages and its remembered page boundaries (stale ones must never be used): every total and page is compared with a direct query after each kind of
 * write (insert, move between folders, folder deletion, image deletion).
 */
const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
let token = "";
let owner = 0;

async function addImages(locationId: number, n: number, from: number) {
  await db().execute(sql`
    WITH made AS (
      INSERT INTO files (location_id, kind, visibility, size, mime, original_name, storage_key, provider, created_at)
      SELECT ${locationId}, 'image', 'public', 10, 'image/jpeg', 'list-' || g || '.jpg', 'list-test/' || ${locationId} || '/' || g || '.jpg', 'local',
             timestamp '2026-01-01' + ((g % 7) || ' hours')::interval
      FROM generate_series(${from}::int, ${from + n - 1}::int) AS g
      RETURNING id, original_name, created_at
    )
    INSERT INTO library_images (location_id, file_id, user_id, name, type, size, mime, bytes, width, height, created_at)
    SELECT ${locationId}, id, ${owner}, original_name, 'all', 'all', 'image/jpeg', 10, 10, 10, created_at FROM made`);
}

/** Pages as the API answers them vs the same filter read directly, all pages. */
async function expectListMatches(folder: number | undefined) {
  const where = and(eq(libraryImages.locationId, ids.downtown), folder === undefined ? undefined : folder === 0 ? isNull(libraryImages.folderId) : eq(libraryImages.folderId, folder));
  const direct = await db().select({ id: libraryImages.id }).from(libraryImages).where(where).orderBy(desc(libraryImages.createdAt), desc(libraryImages.id));
  const want = direct.map((r) => r.id);
  const pageOf = async (page: number) => {
    const q = `/image-library/images?per_page=7&page=${page}${folder === undefined ? "" : `&folder_id=${folder}`}`;
    const res = await call("GET", q, { token });
    expect(res.status, q).toBe(200);
    expect(res.json.total, q).toBe(direct.length);
    return { ids: res.json.data.map((r: { id: number }) => r.id) as number[], last: res.json.last_page as number };
  };
  // Forwards (each page seeks from the boundary the one before it left), then every page again
  // in another order (boundaries of this version, some behind, none right before).
  // First a deep page: after a write, boundaries of the old version are still remembered.
  const lastPage = Math.max(1, Math.ceil(want.length / 7));
  expect((await pageOf(lastPage)).ids, "deep page first").toEqual(want.slice((lastPage - 1) * 7, lastPage * 7));
  const seen: number[] = [];
  let last = 1;
  for (let page = 1; page <= last; page++) {
    const r = await pageOf(page);
    last = r.last;
    seen.push(...r.ids);
  }
  expect(seen).toEqual(want);
  for (const page of [last, 1, Math.ceil(last / 2), last, 2].filter((p) => p >= 1 && p <= last)) {
    expect((await pageOf(page)).ids, `page ${page}`).toEqual(want.slice((page - 1) * 7, page * 7));
  }
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  token = (await loginAs("owner@demo.test")).access_token;
  owner = (await db().select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.test")))[0].id;
  await addImages(ids.downtown, 40, 1);
  await addImages(ids.otherLoc, 5, 1);
});

describe("GET /image-library/images totals and pages", () => {
  it("match the table after inserts, moves, a folder's deletion and image deletions", async () => {
    await expectListMatches(undefined);
    await expectListMatches(0);

    const folder = (await call("POST", "/folder/create", { token, body: { asset_type: "images", title: "Kept counts", parent_id: 0 } })).json.data.id as number;
    const some = (await db().select({ id: libraryImages.id }).from(libraryImages).where(eq(libraryImages.locationId, ids.downtown)).limit(15)).map((r) => r.id);
    expect((await call("POST", "/folder/add-assets", { token, body: { asset_type: "images", assets_id: some, folder_id: folder } })).status).toBe(200);
    await expectListMatches(undefined);
    await expectListMatches(0);
    await expectListMatches(folder);

    // Deleting the folder moves its images back to the main folder (ON DELETE SET NULL).
    expect((await call("DELETE", "/folder/delete", { token, body: { id: folder } })).status).toBe(200);
    await expectListMatches(0);

    // Deleting stored files deletes their images (cascade).
    const gone = (await db().select({ fileId: libraryImages.fileId }).from(libraryImages).where(eq(libraryImages.locationId, ids.downtown)).limit(6)).map((r) => r.fileId);
    await db().delete(files).where(sql`${files.id} in ${gone}`);
    await expectListMatches(undefined);
    await expectListMatches(0);

    // A page past the end is empty with the right total.
    const past = await call("GET", "/image-library/images?per_page=7&page=50", { token });
    expect(past.json.data).toEqual([]);
    expect(past.json.total).toBe(34);
  });
});
