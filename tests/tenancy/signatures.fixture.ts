import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { signatures } from "../../db/schema";
import { SIGNATURE_DEFAULTS } from "../../lib/signatures/constants";
import { defineFixture } from "./fixture";

const look = {
  iconColor: SIGNATURE_DEFAULTS.icon_color, linkColor: SIGNATURE_DEFAULTS.link_color, barColor: SIGNATURE_DEFAULTS.bar_color, barTextColor: SIGNATURE_DEFAULTS.bar_text_color,
  linebarColor: SIGNATURE_DEFAULTS.linebar_color, linebarHeight: 2, linebarWidth: 100, margin: 0, padding: 8, borderRadius: 50,
};

export default defineFixture({
  module: "signatures",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(signatures)
      .values([
        { locationId: ids.downtown, fullName: "Own Coach", ...look },
        { locationId: ids.otherLoc, fullName: "Other Coach", ...look },
      ])
      .returning({ id: signatures.id });
    return { signature: { own: own.id, other: other.id } };
  },
  params: { "DELETE /signature/{id}/delete": { id: "signature" } },
  unchanged: async (db, r) => {
    expect(await db.select({ id: signatures.id }).from(signatures).where(inArray(signatures.id, [r.signature.own, r.signature.other]))).toHaveLength(2);
  },
});
