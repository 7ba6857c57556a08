import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, type PgliteThread } from "../../db/pglite-thread";

/** The embedded database's thread (db/pglite-thread.ts) behaves as PGlite in the app's thread did. */
let pg: PgliteThread;

beforeAll(async () => {
  pg = await openPgliteThread({});
  await pg.exec("create table t (id int primary key, at timestamptz not null default now(), note text)");
});
afterAll(() => pg.close());

describe("the embedded database's thread", () => {
  it("answers queries with parameters, rows as objects or arrays", async () => {
    await pg.query("insert into t (id, note) values ($1, $2), ($3, $4)", [1, "one", 2, "two"]);
    expect((await pg.query<{ id: number; note: string }>("select id, note from t order by id")).rows).toEqual([
      { id: 1, note: "one" },
      { id: 2, note: "two" },
    ]);
    expect((await pg.query("select id, note from t where id = $1", [2], { rowMode: "array" })).rows).toEqual([[2, "two"]]);
    const results = await pg.exec("select 1 as a; select 2 as b");
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it("runs the caller's own parsers on the caller's side", async () => {
    const res = await pg.query<{ at: string }>("select at from t where id = 1", [], { parsers: { 1184: (v: string) => `raw:${v}` } });
    expect(res.rows[0].at).toMatch(/^raw:\d{4}-\d\d-\d\d /);
  });

  it("keeps a database error's SQLSTATE and details, which map to the spec's 422", async () => {
    const err = (await pg.query("insert into t (id) values (1)").catch((e: unknown) => e)) as Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: "23505", constraint: "t_pkey" });
    expect(String(err.detail)).toContain("Key (id)=(1) already exists.");
  });

  it("commits a transaction that ends well and rolls back one that throws or rolls back", async () => {
    await pg.transaction(async (tx) => {
      await tx.query("insert into t (id) values (10)");
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query("insert into t (id) values (11)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await pg.transaction(async (tx) => {
      await tx.query("insert into t (id) values (12)");
      await tx.rollback();
    });
    expect((await pg.query<{ id: number }>("select id from t where id >= 10 order by id")).rows).toEqual([{ id: 10 }]);
  });

  it("holds other queries until a transaction ends, as PGlite does", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = pg.transaction(async (t) => {
      await t.query("insert into t (id) values (20)");
      order.push("tx wrote");
      await held;
      order.push("tx ends");
    });
    // Queued behind the transaction: it sees the row only once the transaction committed.
    const outside = pg.query<{ n: number }>("select count(*)::int as n from t where id = 20").then((r) => {
      order.push("outside read");
      return r.rows[0].n;
    });
    await new Promise((r) => setImmediate(r));
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(["tx wrote", "tx ends", "outside read"]);
  });

  it("dumps its data, opens a copy from the dump, and a closed copy refuses calls", async () => {
    const copy = await openPgliteThread({ loadDataDir: await pg.dumpDataDir("gzip") });
    expect((await copy.query<{ n: number }>("select count(*)::int as n from t where id in (1, 2)")).rows[0].n).toBe(2);
    await copy.close();
    await expect(copy.query("select 1")).rejects.toThrow();
  });
});
