/** Database errors become the spec's answers (lib/http/db-errors.ts), from either driver, wrapped or not. */
import { describe, expect, it } from "vitest";
import { files, memberships } from "../../db/schema";
import { dbErrorToAppError } from "../../lib/http/db-errors";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("expected the statement to fail");
}

describe("dbErrorToAppError", () => {
  it("answers a unique violation with 422 on the column", async () => {
    const ids = await demoIds(db());
    const err = await failure(() => db().insert(memberships).values({ userId: ids.owner, locationId: ids.downtown }));
    const mapped = dbErrorToAppError(err);
    expect(mapped?.status).toBe(422);
    expect(mapped?.body.errors).toEqual({ user_id: ["The user has already been taken."] });
    // Wrapped once more (as a service might), it is still found through `cause`.
    expect(dbErrorToAppError(new Error("outer", { cause: err }))?.status).toBe(422);
  });

  it("answers a foreign-key violation with 422", async () => {
    const err = await failure(() =>
      db().insert(files).values({ locationId: 2_000_000_000, kind: "image", size: 1, mime: "image/png", originalName: "a.png", storageKey: "fk/a.png", provider: "local" }),
    );
    const mapped = dbErrorToAppError(err);
    expect(mapped?.status).toBe(422);
    expect(Object.keys(mapped?.body.errors as object)).toEqual(["location_id"]);
  });

  it("leaves errors that are not the caller's alone (they stay 500s and are logged)", () => {
    expect(dbErrorToAppError(new Error("connection lost"))).toBeNull();
    expect(dbErrorToAppError({ code: "57P01" })).toBeNull();
  });
});
