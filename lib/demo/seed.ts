import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { hashToken } from "@/lib/auth/tokens";
import { AREAS } from "@/lib/routing/routes";
import type { Db } from "@/db/open";
import { seedPlans } from "@/lib/account-signup/seed-plans";
import {
  checkoutProducts,
  companies,
  contactStatuses,
  contacts,
  emailSuppressions,
  locations,
  memberships,
  subscriptionPlans,
  subscriptions,
  twofaRecoveryCodes,
  twofaSecrets,
  users,
  type PermissionMap,
} from "@/db/schema";
import {
  DEFAULT_STATUSES,
  FIRST_NAMES,
  LAST_ACTIONS,
  LAST_NAMES,
  SOURCES,
  TEMPERATURES,
} from "./seed-data";

import { seedDemoContent } from "./seed-content";
import { seedOrganizationKinds } from "./seed-organization";
import { seedReservedWords } from "@/lib/organization/reserved-words";

export const DEMO_PASSWORD = "password123";
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXP";
/** The 2FA demo account's one-time recovery codes (README). Each signs in once. */
export const DEMO_RECOVERY_CODES = ["demo-rc01", "demo-rc02", "demo-rc03", "demo-rc04", "demo-rc05", "demo-rc06", "demo-rc07", "demo-rc08"];
const TABS = ["leads", "trials", "clients", "staff", "lost"] as const;
const DAY = 86_400_000;

/** Staff: view on contacts-center only where it matters; no access to broadcasts. */
function staffPermissions(): PermissionMap {
  const map: PermissionMap = {};
  for (const area of AREAS) map[area] = { view: true, create: false, update: false, delete: false };
  map["contacts-center"] = { view: true, create: false, update: false, delete: false, assign: false };
  map["broadcasts"] = { view: false, create: false, update: false, delete: false };
  return map;
}

/** Staff permissions plus contacts-center create and update (no delete, no assign). */
function editorPermissions(): PermissionMap {
  const map = staffPermissions();
  map["contacts-center"] = { ...map["contacts-center"], create: true, update: true };
  return map;
}

async function addLocation(db: Db, companyId: number, name: string, isPrimary: boolean) {
  const [loc] = await db
    .insert(locations)
    .values({ companyId, businessname: name, isPrimary })
    .returning({ id: locations.id });
  await db.insert(contactStatuses).values(
    DEFAULT_STATUSES.map((s, i) => ({ ...s, locationId: loc.id, sort: i })),
  );
  return loc.id;
}

type UserSeed = {
  email: string;
  fullName: string;
  companyId: number;
  owner?: boolean;
  module?: string;
  isActive?: boolean;
  isSuspended?: boolean;
  hibernated?: boolean;
  checkoutEnabled?: boolean;
};

async function addUser(db: Db, passwordHash: string, u: UserSeed) {
  const [row] = await db
    .insert(users)
    .values({
      email: u.email,
      passwordHash,
      fullName: u.fullName,
      companyId: u.companyId,
      isOrganizationOwner: u.owner ?? false,
      module: u.module ?? "contacts",
      isActive: u.isActive ?? true,
      isSuspended: u.isSuspended ?? false,
      hibernated: u.hibernated ?? false,
      checkoutEnabled: u.checkoutEnabled ?? false,
    })
    .returning({ id: users.id });
  await db.insert(subscriptions).values({
    userId: row.id,
    status: u.isActive === false ? "past_due" : "trialing",
    amount: 9900,
    trialEndsAt: new Date(Date.now() + 14 * DAY),
    isPaymentFailed: u.isActive === false,
  });
  return row.id;
}

/** n demo contacts spread evenly over the five tabs, deterministic by index. */
export function demoContacts(locationId: number, n: number, offset = 0) {
  const now = Date.now();
  return Array.from({ length: n }, (_, k) => {
    const i = k + offset;
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    const tab = TABS[k % TABS.length];
    const status = DEFAULT_STATUSES.find((s) => s.tab === tab)!.value;
    return {
      locationId,
      firstName: first,
      lastName: last,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      number: `+1555${String(1000000 + i * 7919).slice(-7)}`,
      status,
      tab,
      temperature: TEMPERATURES[i % 3],
      source: SOURCES[i % SOURCES.length],
      starred: i % 7 === 0,
      flagged: i % 11 === 0,
      lastAction: LAST_ACTIONS[i % LAST_ACTIONS.length],
      gender: i % 3 === 0 ? "Female" : i % 3 === 1 ? "Male" : "Unassigned",
      createdAt: new Date(now - i * 3 * 3_600_000),
    };
  });
}

/** Idempotent: seeds the demo tenants once, on an empty database. */
export async function seedDemo(db: Db): Promise<boolean> {
  await seedReservedWords(db);
  await seedPlans(db);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "owner@demo.test"))
    .limit(1);
  if (existing.length) return false;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [demo] = await t.insert(companies).values({ name: "Demo Fitness Co" }).returning();
    const downtown = await addLocation(t, demo.id, "Downtown", true);
    const uptown = await addLocation(t, demo.id, "Uptown", false);

    const owner = await addUser(t, passwordHash, {
      email: "owner@demo.test", fullName: "Olivia Owner", companyId: demo.id, owner: true,
      checkoutEnabled: true,
    });
    await t.update(companies).set({ ownerUserId: owner }).where(eq(companies.id, demo.id));
    await t.insert(memberships).values([
      { userId: owner, locationId: downtown, userType: "Primary Account" },
      { userId: owner, locationId: uptown, userType: "Primary Account" },
    ]);

    const staff = await addUser(t, passwordHash, {
      email: "staff@demo.test", fullName: "Sam Staff", companyId: demo.id,
    });
    await t.insert(memberships).values({
      userId: staff, locationId: downtown, userType: "Sub-Account User", permissions: staffPermissions(),
    });

    // Staff who may edit contacts but not delete or copy them (the bulk bar hides those actions).
    const editor = await addUser(t, passwordHash, { email: "editor@demo.test", fullName: "Erin Editor", companyId: demo.id });
    await t.insert(memberships).values({ userId: editor, locationId: downtown, userType: "Sub-Account User", permissions: editorPermissions() });

    const states: UserSeed[] = [
      { email: "twofa@demo.test", fullName: "Tara Twofactor", companyId: demo.id },
      { email: "inactive@demo.test", fullName: "Ian Inactive", companyId: demo.id, isActive: false },
      { email: "suspended@demo.test", fullName: "Suki Suspended", companyId: demo.id, isActive: false, isSuspended: true },
      { email: "hibernated@demo.test", fullName: "Hugo Hibernated", companyId: demo.id, hibernated: true },
      // Only tests/e2e/account-security.spec.ts signs in as this user: it changes its profile and 2FA.
      { email: "profile@demo.test", fullName: "Pat Profile", companyId: demo.id },
    ];
    for (const s of states) {
      const id = await addUser(t, passwordHash, s);
      await t.insert(memberships).values({ userId: id, locationId: downtown, userType: "Sub-Account User" });
      if (s.email === "twofa@demo.test") {
        await t.insert(twofaSecrets).values({ userId: id, secret: DEMO_TOTP_SECRET });
        await t.insert(twofaRecoveryCodes).values(DEMO_RECOVERY_CODES.map((code) => ({ userId: id, codeHash: hashToken(code) })));
      }
    }

    await seedOrganizationKinds(t, passwordHash, demo.id, downtown, uptown);

    const [other] = await t.insert(companies).values({ name: "Other Studio" }).returning();
    const otherLoc = await addLocation(t, other.id, "Other Studio", true);
    const otherOwner = await addUser(t, passwordHash, {
      email: "other@demo.test", fullName: "Oscar Other", companyId: other.id, owner: true,
    });
    await t.update(companies).set({ ownerUserId: otherOwner }).where(eq(companies.id, other.id));
    await t.insert(memberships).values({ userId: otherOwner, locationId: otherLoc, userType: "Primary Account" });

    // An account at its contact limit: adding a contact answers "Limit exceeded" (tests/e2e/account-billing.spec.ts).
    const [full] = await t.insert(companies).values({ name: "Full Studio" }).returning();
    const fullLoc = await addLocation(t, full.id, "Full Studio", true);
    const fullOwner = await addUser(t, passwordHash, { email: "full@demo.test", fullName: "Fiona Full", companyId: full.id, owner: true });
    await t.update(companies).set({ ownerUserId: fullOwner }).where(eq(companies.id, full.id));
    await t.insert(memberships).values({ userId: fullOwner, locationId: fullLoc, userType: "Primary Account" });
    await t.update(subscriptions).set({ contactLimit: 3 }).where(eq(subscriptions.userId, fullOwner));

    // An account on Pro (paid, mid-period) with more products than Starter allows, and nothing
    // else over it: the downgrade screen archives two (tests/e2e/billing-downgrade.spec.ts, the
    // only file that signs in as it).
    const [dg] = await t.insert(companies).values({ name: "Downgrade Studio" }).returning();
    const dgLoc = await addLocation(t, dg.id, "Downgrade Studio", true);
    const dgOwner = await addUser(t, passwordHash, { email: "downgrade@demo.test", fullName: "Dana Downgrade", companyId: dg.id, owner: true });
    await t.update(companies).set({ ownerUserId: dgOwner }).where(eq(companies.id, dg.id));
    await t.insert(memberships).values({ userId: dgOwner, locationId: dgLoc, userType: "Primary Account" });
    const [pro] = await t.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Pro"));
    await t.update(subscriptions)
      .set({ planId: pro.id, status: "active", amount: pro.price, currency: pro.currency, interval: pro.interval, hasFunnels: pro.hasFunnels, contactLimit: pro.contactsLimit, currentPeriodEnd: new Date(Date.now() + 30 * DAY) })
      .where(eq(subscriptions.userId, dgOwner));
    await t.insert(checkoutProducts).values(
      Array.from({ length: 12 }, (_, i) => ({
        locationId: dgLoc, publicId: `dgdemo${String(i + 1).padStart(14, "0")}`, name: `Class pack ${String(i + 1).padStart(2, "0")}`,
        price: 2000 + i * 500, currency: "USD", ordering: i + 1,
      })),
    );

    // Downtown's contacts come first: the e2e specs open /contact/1 and /contact/2 as Downtown's.
    await t.insert(contacts).values([
      ...demoContacts(downtown, 60),
      ...demoContacts(uptown, 10, 100),
      ...demoContacts(otherLoc, 10, 200),
      ...demoContacts(fullLoc, 3, 300),
    ]);
    // A few suppressed addresses, so the Suppressions screen shows each kind.
    await t.insert(emailSuppressions).values([
      { locationId: downtown, email: "bounced@example.com", type: "bounce", reason: "550 5.1.1 mailbox does not exist" },
      { locationId: downtown, email: "complained@example.com", type: "complaint", reason: "Marked as spam" },
      { locationId: downtown, email: "unsubscribed@example.com", type: "unsubscribe", reason: "Unsubscribed from a broadcast" },
    ]);
    await seedDemoBirthdays(t, downtown);
    await seedDemoContent(t, downtown, owner);
  });
  return true;
}

/**
 * A few Downtown contacts with birthdays in the coming weeks (relative to the day the demo is
 * seeded), so the Birthdays screen's upcoming list has something to show.
 */
async function seedDemoBirthdays(t: Pick<Db, "execute">, locationId: number): Promise<void> {
  await t.execute(sql`
    UPDATE contacts SET birthday = (current_date + ((rn * 4) || ' days')::interval - ((24 + rn * 3) || ' years')::interval)::date
    FROM (SELECT id, row_number() OVER (ORDER BY id DESC) - 1 AS rn FROM contacts WHERE location_id = ${locationId} ORDER BY id DESC LIMIT 6) AS pick
    WHERE contacts.id = pick.id`);
}

/** Adds n generated contacts to a location in one statement (benchmarks). */
export async function seedGeneratedContacts(db: Db, locationId: number, n: number): Promise<void> {
  const tabs = sql.raw(`ARRAY['leads','trials','clients','staff','lost']`);
  const values = sql.raw(`ARRAY['Leads','Trial','Client','Staff','Bucket']`);
  const firsts = sql.raw(`ARRAY[${FIRST_NAMES.map((f) => `'${f}'`).join(",")}]`);
  const lasts = sql.raw(`ARRAY[${LAST_NAMES.map((f) => `'${f}'`).join(",")}]`);
  await db.execute(sql`
    INSERT INTO contacts (location_id, first_name, last_name, email, number, status, tab,
      temperature, source, starred, flagged, last_action, created_at)
    SELECT ${locationId},
      (${firsts})[1 + (g * 13) % ${FIRST_NAMES.length}],
      (${lasts})[1 + (g * 17) % ${LAST_NAMES.length}] || (g % 997)::text,
      'gen' || g || '@bench.test',
      '+1444' || lpad((g % 10000000)::text, 7, '0'),
      (${values})[1 + g % 5], (${tabs})[1 + g % 5],
      (ARRAY['cold','warm','hot'])[1 + g % 3], 'Internet', g % 7 = 0, g % 11 = 0,
      'Opened email', now() - (g || ' minutes')::interval
    FROM generate_series(1, ${n}) AS g
  `);
}
