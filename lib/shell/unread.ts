import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";

/**
 * Unread count for the message-center bell (portal chat plus SMS unread, doc 1 s2).
 * The message centre arrives with the platform issue; until then nothing can be unread.
 */
export async function unreadMessageCount(_db: Db, _ctx: Ctx): Promise<number> {
  return 0;
}
