import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { reservedWords } from "@/db/schema";
import { RESERVED_WORDS } from "@/lib/users/constants";

/**
 * Reserved names live in the database (the list can grow without a release); these are the
 * words every database starts with. Idempotent: runs whenever the app opens its database.
 */
export async function seedReservedWords(db: Db): Promise<void> {
  await db.insert(reservedWords).values(RESERVED_WORDS.map((word) => ({ word }))).onConflictDoNothing();
}

/** The list /auth/refresh answers, for screens to check as the user types. */
export async function listReservedWords(db: Db): Promise<string[]> {
  const rows = await db.select({ word: reservedWords.word }).from(reservedWords);
  // Sorted here, by code point: the database's collation would order "no-reply" differently per server.
  return rows.map((r) => r.word).sort();
}

/** Compared case-insensitively, ignoring surrounding spaces. */
export async function isReserved(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ word: reservedWords.word })
    .from(reservedWords)
    .where(sql`${reservedWords.word} = ${name.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}
