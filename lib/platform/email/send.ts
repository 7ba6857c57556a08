import type { Db } from "@/db";
import { queueEmail, recordEmail, type OutgoingEmail } from "./record";

export { mailFrom, type OutgoingEmail } from "./record";

/**
 * Every email goes through here. The message is recorded first (what the email logs read),
 * then delivered by a job with retries; a blocked message is recorded with its reason and
 * never queued, a waiting one (broken sending domain DNS) is queued when the domain verifies. Returns the record's id.
 * Call it after your transaction commits: the job is queued on its own connection (and on
 * PGlite, one connection, a call inside a transaction would wait on that transaction).
 * A caller that must record inside its own transaction uses recordEmail, then queueEmail after the commit.
 */
export async function sendEmail(db: Db, mail: OutgoingEmail): Promise<number> {
  const row = await recordEmail(db, mail);
  if (row.queued) await queueEmail(row.id);
  return row.id;
}
