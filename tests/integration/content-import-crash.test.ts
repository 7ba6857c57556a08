import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { contentImportRuns } from "../../db/schema";
import { api } from "../../lib/api/app";
import { loginAs } from "../helpers/api";
import { startChildWorker } from "../helpers/child-worker";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const ITEMS = 300;
const HEADER = "content_type,title,section,subsection,content,question_type,options,media_url\n";

let ids: DemoIds;
let owner: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
});

/** Queues an import of ITEMS pages into the accounts, through the route a coach uses. */
async function queueImport(tag: string, accounts: number[]) {
  const csv = HEADER + Array.from({ length: ITEMS }, (_, i) => `2,${tag} ${String(i).padStart(3, "0")},,,Page ${i},,,\n`).join("");
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode(csv)]), "pages.csv");
  form.append("user_ids", accounts.join(","));
  const res = await api.request("/api/v3/content-upload/import-contents", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
  expect(res.status).toBe(200);
  const importId = ((await res.json()) as { data: { id: number } }).data.id;
  return db().select().from(contentImportRuns).where(eq(contentImportRuns.importId, importId));
}

/** The import worker process for one run; `onItem` hears the running count of committed items. */
const startWorker = (runId: number, onItem: (done: number, kill: () => void) => void = () => {}) =>
  startChildWorker("tests/helpers/content-import-child.ts", [String(runId)], (line, child) => {
    const m = /^item (\d+)$/.exec(line);
    if (m) onItem(Number(m[1]), () => child.kill("SIGKILL"));
  });

// A real second process on the same database: PGlite is one process's memory.
describe.skipIf(!process.env.DATABASE_URL)("an import worker killed part-way (PostgreSQL only: PGlite cannot be shared with a child process)", () => {
  it("SIGKILLed at ~30% and restarted, makes each item once per account", { timeout: 300_000 }, async () => {
    const runs = await queueImport("Crash", [ids.downtown, ids.uptown]);
    expect(runs.map((r) => r.locationId).sort()).toEqual([ids.downtown, ids.uptown].sort());
    const [first, second] = runs;

    let killedAt = 0;
    const killed = startWorker(first.id, (done, kill) => {
      if (!killedAt && done >= ITEMS * 0.3) {
        killedAt = done;
        kill();
      }
    });
    expect((await killed.until).signal).toBe("SIGKILL");
    const [mid] = await queryRows<{ made: number; state: string }>(db(), sql`
      select (select count(*)::int from pages where location_id = ${first.locationId} and title like 'Crash %') as made,
        (select state from content_import_runs where id = ${first.id}) as state`);
    // Killed mid-run: part made, and the run still reads as running for a re-run to take up.
    expect(mid.made).toBeGreaterThanOrEqual(killedAt);
    expect(mid.made).toBeLessThan(ITEMS);
    expect(mid.state).toBe("running");

    // The restarted worker, and the other account's run beside it.
    const [again, other] = [startWorker(first.id), startWorker(second.id)];
    expect((await again.until).code).toBe(0);
    expect((await other.until).code).toBe(0);

    for (const run of runs) {
      const [counts] = await queryRows<{ pages: number; titles: number; items: number; linked: number }>(db(), sql`
        select (select count(*)::int from pages where location_id = ${run.locationId} and title like 'Crash %') as pages,
          (select count(distinct title)::int from pages where location_id = ${run.locationId} and title like 'Crash %') as titles,
          (select count(*)::int from content_import_items where import_id = ${run.importId} and location_id = ${run.locationId}) as items,
          (select count(*)::int from content_import_items i join pages p on p.id = i.record_id and p.location_id = i.location_id
            where i.import_id = ${run.importId} and i.location_id = ${run.locationId}) as linked`);
      expect(counts).toEqual({ pages: ITEMS, titles: ITEMS, items: ITEMS, linked: ITEMS });
      const [done] = await db().select({ state: contentImportRuns.state }).from(contentImportRuns).where(and(eq(contentImportRuns.id, run.id), eq(contentImportRuns.locationId, run.locationId)));
      expect(done.state).toBe("completed");
    }
  });
});
