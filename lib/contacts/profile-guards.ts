import "server-only";
import type { Db } from "@/db";
import { contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { ownContact } from "./crud";

/** The location's live contact, or 404: what every profile section checks before it reads. */
export async function assertContact(db: Db, ctx: Ctx, contactId: number): Promise<void> {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(ownContact(ctx, contactId)).limit(1);
  if (!c) throw notFound("Contact");
}
