import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { brandingForLocation } from "@/lib/white-label/service";
import { codeSvg } from "./code-svg";
import type { MemberCard } from "./schemas";
import { getMemberIdSetting } from "./settings";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 16 random bytes as base64url: 22 characters. */
const CODE = /^[A-Za-z0-9_-]{22}$/;
const SELECTOR = 8;

export const newAccessCode = () => randomBytes(16).toString("base64url");

/**
 * The contact's card code, made now if it has none (first send, or after its member ID changed).
 * One statement: two sends at once agree on one code.
 */
export async function ensureAccessCode(db: Db, locationId: number, contactId: number): Promise<string> {
  const [row] = await db
    .update(contacts)
    .set({ memberAccessCode: sql`coalesce(${contacts.memberAccessCode}, ${newAccessCode()})` })
    .where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId), isNull(contacts.deletedAt)))
    .returning({ code: contacts.memberAccessCode });
  if (!row?.code) throw notFound("Contact");
  return row.code;
}

export const cardPath = (locationPublicId: string, code: string) => `/member-id/${locationPublicId}/${code}`;
export const cardUrl = (locationPublicId: string, code: string) => `${appUrl()}${cardPath(locationPublicId, code)}`;

export async function locationPublicId(db: Db, locationId: number): Promise<string> {
  const [row] = await db.select({ publicId: locations.publicId }).from(locations).where(eq(locations.id, locationId));
  if (!row) throw notFound("Location");
  return row.publicId;
}

const DUMMY = Buffer.from("x".repeat(22));

/**
 * The contact a card link names, or null. The location is found by its public uuid, candidates
 * by the code's first characters (an index), and the whole code is compared in constant time
 * (a dummy comparison when nothing matched), so timing tells nothing about the code. A contact
 * without a member ID has no card.
 */
export async function findCardHolder(db: Db, publicId: string, code: string) {
  if (!UUID.test(publicId) || !CODE.test(code)) {
    timingSafeEqual(DUMMY, DUMMY);
    return null;
  }
  const rows = await db
    .select({
      id: contacts.id,
      locationId: contacts.locationId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      photo: contacts.photo,
      memberId: contacts.memberId,
      code: contacts.memberAccessCode,
      businessName: locations.businessname,
    })
    .from(contacts)
    .innerJoin(locations, eq(locations.id, contacts.locationId))
    .where(
      and(
        eq(locations.publicId, publicId.toLowerCase()),
        sql`left(${contacts.memberAccessCode}, ${SELECTOR}) = ${code.slice(0, SELECTOR)}`,
        isNotNull(contacts.memberAccessCode),
        isNull(contacts.deletedAt),
      ),
    )
    .limit(4);
  const given = Buffer.from(code);
  let found: (typeof rows)[number] | null = null;
  for (const r of rows) if (timingSafeEqual(Buffer.from(r.code!), given) && !found) found = r;
  if (!rows.length) timingSafeEqual(DUMMY, given);
  return found && found.memberId ? found : null;
}

/** What the card shows: the location's design and white label, the holder, the code as SVG. */
export async function cardFor(db: Db, holder: NonNullable<Awaited<ReturnType<typeof findCardHolder>>>): Promise<MemberCard> {
  const [setting, brand] = await Promise.all([getMemberIdSetting(db, holder.locationId), brandingForLocation(db, holder.locationId)]);
  return {
    business_name: holder.businessName,
    brand: brand && { name: brand.name, logo_url: brand.logoUrl, primary_color: brand.primaryColor },
    title: setting.title,
    logo_url: setting.logo_url,
    background_color: setting.background_color,
    text_color: setting.text_color,
    accent_color: setting.accent_color,
    code_type: setting.code_type,
    first_name: holder.firstName,
    last_name: holder.lastName,
    photo: setting.show_photo ? holder.photo : null,
    member_id: holder.memberId!,
    code_svg: await codeSvg(setting.code_type, holder.memberId!),
  };
}
