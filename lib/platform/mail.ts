import type { Db } from "@/db";
import { emailMessages } from "@/db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  userId?: number | null;
  contactId?: number | null;
  locationId?: number | null;
};

export const MAIL_FROM = process.env.MAIL_FROM ?? "CoachOS <no-reply@coachos.local>";

/**
 * Every email goes through here and is recorded. Embedded mode keeps it in the outbox
 * with status "captured" (viewable in the app); the SMTP transport arrives with the
 * platform services issue and reads the same rows.
 */
export async function sendEmail(db: Db, mail: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailMessages)
    .values({
      toAddress: mail.to,
      fromAddress: MAIL_FROM,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: "captured",
      userId: mail.userId ?? null,
      contactId: mail.contactId ?? null,
      locationId: mail.locationId ?? null,
    })
    .returning({ id: emailMessages.id });
  return row.id;
}
