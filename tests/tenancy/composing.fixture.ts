import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { emailButtons } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "composing",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(emailButtons)
      .values([
        { locationId: ids.downtown, name: "Own", file: "https://example.test/own.png" },
        { locationId: ids.otherLoc, name: "Other", file: "https://example.test/other.png" },
      ])
      .returning({ id: emailButtons.id });
    return { button: { own: own.id, other: other.id } };
  },
  params: { "DELETE /content-setting/{id}/delete-button": { id: "button" } },
  literals: { "GET /saved-style/{type}/content": { type: "email" } },
  unchanged: async (db, r) => {
    expect(await db.select({ id: emailButtons.id }).from(emailButtons).where(inArray(emailButtons.id, [r.button.own, r.button.other]))).toHaveLength(2);
  },
});
