import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contactImportErrors, contactImports } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One finished import with one logged row per tenant (no file: the sweep never runs the job). */
export default defineFixture({
  module: "contact-import",
  records: async (db, ids) => {
    const row = (locationId: number) => ({ locationId, fileName: "tenancy.csv", format: "csv", headers: ["First name", "Email"], state: "completed", totalCount: 1, processedRows: 1, errorCount: 1 });
    const [own, other] = await db.insert(contactImports).values([row(ids.downtown), row(ids.otherLoc)]).returning({ id: contactImports.id });
    await db.insert(contactImportErrors).values([
      { locationId: ids.downtown, importId: own.id, row: 2, field: "email", message: "tenancy own" },
      { locationId: ids.otherLoc, importId: other.id, row: 2, field: "email", message: "tenancy other" },
    ]);
    return { contactImport: { own: own.id, other: other.id } };
  },
  params: {
    "GET /contact/import-log/{id}/errors": { id: "contactImport" },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ id: contactImports.id }).from(contactImports).where(inArray(contactImports.id, [r.contactImport.own, r.contactImport.other]));
    expect(rows).toHaveLength(2);
  },
});
