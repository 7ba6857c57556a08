import "server-only";
import { hitLimit, isLimited } from "@/lib/http/rate-limit";
import type { Db } from "@/db";
import { cardFor, findCardHolder } from "./card";
import { GUESS_LIMIT, GUESS_WINDOW_MS } from "./constants";
import type { MemberCard } from "./schemas";

/**
 * Opens a card link for the page and the API alike. Wrong codes are counted per caller address
 * (when a trusted proxy names it) or else per location; past GUESS_LIMIT in the window no code
 * is checked until the window moves on: "limited". Unknown and rotated codes are "missing".
 */
export async function openCard(db: Db, publicId: string, code: string, ip: string | null): Promise<MemberCard | "missing" | "limited"> {
  const key = ip ? `member-id:ip:${ip}` : `member-id:loc:${publicId.slice(0, 64).toLowerCase()}`;
  if (isLimited(key, GUESS_LIMIT, GUESS_WINDOW_MS)) return "limited";
  const holder = await findCardHolder(db, publicId, code);
  if (!holder) {
    hitLimit(key, GUESS_LIMIT, GUESS_WINDOW_MS);
    return "missing";
  }
  return cardFor(db, holder);
}
