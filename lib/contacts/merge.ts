import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { activities, contactFieldValues, contactNotes, contactRewards, contactTags, contacts, emailMessages, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { announce } from "@/lib/platform/events";
import { toContactDetail } from "./crud";
import type { ContactDetail } from "./crud-schemas";

/**
 * Merge (doc 2 s6, no gate): two or more of the location's contacts become one, the primary.
 * Everything attached to the others moves to it in set-based statements: notes, tags (a tag
 * both carry is kept once), email and SMS logs and activity entries. The primary keeps its own
 * fields and takes the others' values only where it has none; stars, flags and login counts
 * add up. The others are then removed for good (their data lives on in the primary), in the
 * same transaction. A module that attaches rows to contacts (rewards, pages, forms...) adds its
 * table to MOVED below when it lands.
 */

/** Tables whose rows follow a contact into the merge: a `contact_id` and the tenant column. */
const MOVED = [contactNotes, emailMessages, smsMessages, activities, contactRewards] as const;

/** Fields the primary takes from the first other contact that has them, when it has none. */
const FILLED = ["email", "number", "birthday", "photo", "source", "memberId", "lastAction", "lastEmailActivity", "lastChat"] as const;

export async function mergeContacts(db: Db, ctx: Ctx, ids: number[], primaryId: number): Promise<ContactDetail> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // Locks the rows so a concurrent edit or second merge waits for this one.
    const rows = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, unique), sql`${contacts.deletedAt} is null`))
      .orderBy(contacts.id)
      .for("update");
    if (rows.length !== unique.length) throw notFound("Contact");
    const primary = rows.find((r) => r.id === primaryId)!;
    const others = rows.filter((r) => r.id !== primaryId);
    const otherIds = others.map((r) => r.id);

    for (const t of MOVED) {
      await tx
        .update(t)
        .set({ contactId: primaryId })
        .where(and(eq(t.locationId, ctx.locationId), inArray(t.contactId, otherIds)));
    }
    await tx.execute(sql`
      insert into ${contactTags} (location_id, contact_id, tag_id, created_at)
      select location_id, ${primaryId}, tag_id, min(created_at) from ${contactTags}
      where location_id = ${ctx.locationId} and contact_id in ${otherIds}
      group by location_id, tag_id
      on conflict do nothing`);
    // Custom field values: the primary keeps its own, and takes the others' where it has none.
    await tx.execute(sql`
      insert into ${contactFieldValues} (location_id, contact_id, field_id, value, created_at)
      select distinct on (field_id) location_id, ${primaryId}, field_id, value, created_at from ${contactFieldValues}
      where location_id = ${ctx.locationId} and contact_id in ${otherIds}
      order by field_id, contact_id
      on conflict do nothing`);

    const set: Partial<typeof contacts.$inferInsert> = {
      starred: rows.some((r) => r.starred),
      flagged: rows.some((r) => r.flagged),
      loginCount: rows.reduce((n, r) => n + r.loginCount, 0),
      portalActive: rows.some((r) => r.portalActive),
    };
    for (const f of FILLED) {
      if (primary[f] == null) {
        const from = others.find((o) => o[f] != null);
        if (from) Object.assign(set, { [f]: from[f] });
      }
    }
    // The others go first: their tags left with them (cascade), their email is free for the primary.
    await tx.delete(contacts).where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, otherIds)));
    const [merged] = await tx
      .update(contacts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(contacts.locationId, ctx.locationId), eq(contacts.id, primaryId)))
      .returning();
    // The primary's details were saved with what it took from the others (REST hook contact.updated).
    await announce("contact.changed", { db: tx as unknown as Db, locationId: ctx.locationId, change: { kind: "contact_updated", contactIds: [primaryId] } });
    return toContactDetail(merged);
  });
}
