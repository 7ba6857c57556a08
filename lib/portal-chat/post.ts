import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, memberships, portalMessages } from "@/db/schema";
import { notFound, validationError } from "@/lib/http/errors";
import { MESSAGE_MAX } from "@/lib/scheduled/constants";
import { EVENTS, contactChannel, publish, userChannel, type PortalContactPayload, type PortalMessagePayload } from "@/lib/platform/realtime";

export type PortalSender = { sender: "user"; userId: number | null } | { sender: "contact" };
export type PostedPortalMessage = typeof portalMessages.$inferSelect;

/**
 * Stores one portal chat message of a location's contact, then announces it (after the insert,
 * best effort: screens read the truth from the API). Every portal message goes through here:
 * the coach's sends, the scheduled job's and the portal's replies (`replyFromPortal`).
 * - `portal-messsage-member` of each of the location's users: `receiver_id`, `send_by`
 *   (the spec's fields) and who wrote it, so only a contact's message toasts;
 * - the contact's own channel, for the client portal.
 */
export async function postPortalMessage(db: Db, locationId: number, contactId: number, body: string, from: PortalSender): Promise<PostedPortalMessage> {
  const row = await recordPortalMessage(db, locationId, contactId, body, from);
  await announcePortalMessage(db, row);
  return row;
}

/** postPortalMessage's store step alone, for a caller that stores in its own transaction and announces after the commit. */
export async function recordPortalMessage(db: Db, locationId: number, contactId: number, body: string, from: PortalSender): Promise<PostedPortalMessage> {
  const [row] = await db
    .insert(portalMessages)
    .values({
      locationId,
      contactId,
      userId: from.sender === "user" ? from.userId : null,
      sender: from.sender,
      body,
      // A coach's own message is never unread for the location.
      isRead: from.sender === "user",
    })
    .returning();
  return row;
}

/** Announces a stored portal message to the location's users and the contact (best effort). */
export async function announcePortalMessage(db: Db, row: PostedPortalMessage): Promise<void> {
  const { locationId, contactId } = row;
  const from: PortalSender = row.sender === "user" ? { sender: "user", userId: row.userId } : { sender: "contact" };
  const members = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.locationId, locationId));
  const sendBy = from.sender === "user" ? (from.userId ?? 0) : contactId;
  await Promise.all([
    ...members.map((m) => {
      const payload: PortalMessagePayload = {
        location_id: locationId,
        receiver_id: from.sender === "user" ? contactId : m.userId,
        send_by: sendBy,
        sender: from.sender,
        contact_id: contactId,
      };
      return publish(userChannel("portal-messsage-member", m.userId), EVENTS["portal-messsage-member"], payload);
    }),
    publish(contactChannel(contactId), EVENTS["portal-messsage-member"], {
      location_id: locationId,
      contact_id: contactId,
      id: row.id,
      sender: from.sender,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    } satisfies PortalContactPayload),
  ]);
}

/**
 * A contact's message from the client portal (the portal screen is a later issue; its
 * session names the contact). The contact's location is the contact's own; a deleted or
 * unknown contact is a 404.
 */
export async function replyFromPortal(db: Db, contactId: number, body: string): Promise<PostedPortalMessage> {
  const [c] = await db.select({ locationId: contacts.locationId }).from(contacts).where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt))).limit(1);
  if (!c) throw notFound("Contact");
  const text = body.replace(/\u0000/g, "").trim();
  if (!text) throw validationError({ message: ["The message field is required."] });
  if (text.length > MESSAGE_MAX) throw validationError({ message: [`The message may not be greater than ${MESSAGE_MAX} characters.`] });
  return postPortalMessage(db, c.locationId, contactId, text, { sender: "contact" });
}
