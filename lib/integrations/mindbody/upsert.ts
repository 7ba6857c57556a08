import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, mindbodyClientLinks } from "@/db/schema";
import { saveContact, updateContact } from "@/lib/contacts/crud";
import { contactSave, type ContactSave, type ContactUpdate } from "@/lib/contacts/crud-schemas";
import { AppError } from "@/lib/http/errors";
import type { MindbodyClient } from "./client";

/**
 * One Mindbody client into the location's contacts, through the contact centre's own functions
 * (saveContact / updateContact: the same rules, plan limit and email uniqueness as a coach's
 * add and edit). Match: the live contact with the client's email, else the contact this client
 * became before (mindbody_client_links), else a new contact. Running it twice changes nothing
 * the second time ("unchanged"), so a sync that is run again or resumed never duplicates.
 */
export type ClientOutcome = "created" | "updated" | "unchanged" | "skipped" | "limit";
export type SyncTarget = { locationId: number; siteId: string };

const GENDER: Record<string, ContactSave["gender"]> = { male: "Male", female: "Female" };

/** The client as POST /contact/save's input; a field the contact rules refuse is left out. */
export function toContactInput(c: MindbodyClient): ContactSave | null {
  const raw: Record<string, unknown> = {
    first_name: c.FirstName ?? "",
    last_name: c.LastName ?? "",
    email: c.Email,
    number: c.MobilePhone ?? c.HomePhone,
    birthday: c.BirthDate ? c.BirthDate.slice(0, 10) : null,
    gender: c.Gender ? GENDER[c.Gender.toLowerCase()] : undefined,
  };
  for (let i = 0; i < 2; i++) {
    const r = contactSave.safeParse(raw);
    if (r.success) return r.data;
    const bad = new Set(r.error.issues.map((issue) => String(issue.path[0])));
    if (bad.has("first_name")) return null; // a contact needs a first name
    for (const field of bad) delete raw[field];
  }
  return null;
}

/** The fields of `input` that differ from the contact as stored (filled values only). */
function changes(row: typeof contacts.$inferSelect, input: ContactSave, byLink: boolean): ContactUpdate | null {
  const set: ContactUpdate = {};
  if (input.first_name !== row.firstName) set.first_name = input.first_name;
  if (input.last_name && input.last_name !== row.lastName) set.last_name = input.last_name;
  if (input.number && input.number !== row.number) set.number = input.number;
  if (input.birthday && input.birthday !== row.birthday) set.birthday = input.birthday;
  if (input.gender && input.gender !== row.gender) set.gender = input.gender;
  // Matched by the link: the client's email changed in Mindbody (no contact holds the new one).
  if (byLink && input.email && input.email !== row.email) set.email = input.email;
  return Object.keys(set).length ? set : null;
}

async function findContact(db: Db, t: SyncTarget, clientId: string, email: string | null | undefined) {
  if (email) {
    const [byEmail] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.locationId, t.locationId), eq(contacts.email, email), isNull(contacts.deletedAt)))
      .orderBy(contacts.id)
      .limit(1);
    if (byEmail) return { row: byEmail, byLink: false };
  }
  const [linked] = await db
    .select({ row: contacts })
    .from(mindbodyClientLinks)
    .innerJoin(contacts, and(eq(contacts.id, mindbodyClientLinks.contactId), eq(contacts.locationId, t.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(mindbodyClientLinks.locationId, t.locationId), eq(mindbodyClientLinks.siteId, t.siteId), eq(mindbodyClientLinks.clientId, clientId)))
    .limit(1);
  return linked ? { row: linked.row, byLink: true } : null;
}

export async function upsertClient(db: Db, t: SyncTarget, client: MindbodyClient): Promise<ClientOutcome> {
  const input = toContactInput(client);
  if (!input) return "skipped";
  try {
    return await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const found = await findContact(tx, t, client.Id, input.email);
      let contactId: number;
      let outcome: ClientOutcome;
      if (found) {
        const set = changes(found.row, input, found.byLink);
        if (set) await updateContact(tx, t, found.row.id, set);
        contactId = found.row.id;
        outcome = set ? "updated" : "unchanged";
      } else {
        contactId = (await saveContact(tx, t, input)).id;
        outcome = "created";
      }
      await tx
        .insert(mindbodyClientLinks)
        .values({ locationId: t.locationId, siteId: t.siteId, clientId: client.Id, contactId })
        .onConflictDoUpdate({
          target: [mindbodyClientLinks.locationId, mindbodyClientLinks.siteId, mindbodyClientLinks.clientId],
          set: { contactId, updatedAt: sql`now()` },
        });
      return outcome;
    });
  } catch (err) {
    // The contact rules refused it (the plan's limit, an email taken meanwhile): not written.
    if (err instanceof AppError && err.status === 422) return err.body.limit_exceed ? "limit" : "skipped";
    throw err;
  }
}
