import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, billingProfiles, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { verifyPassword } from "@/lib/auth/password";
import { attemptSucceeded, beginAttempt } from "@/lib/auth/login";
import { notFound, validationError } from "@/lib/http/errors";
import { MSG_EMAIL_UPDATED, MSG_PROFILE_UPDATED } from "./constants";

type Row = typeof billingProfiles.$inferSelect;
const view = (p: Row) => ({ id: p.id, name: p.name, email: p.email, company_name: p.companyName, address: p.address, city: p.city, state: p.state, postal_code: p.postalCode, country: p.country });

/** GET /billing/profile: who the bills are addressed to; first read starts from the account's name and email. */
export async function getProfile(db: Db, ctx: Ctx) {
  await db.insert(billingProfiles).values({ userId: ctx.userId, name: ctx.fullName, email: ctx.email }).onConflictDoNothing();
  const [p] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, ctx.userId));
  return { data: view(p) };
}

type ProfileBody = { name: string; company_name: string; address: string; city: string; state: string; postal_code: string; country: string };

/** PATCH /billing/profile/{id}/update: the caller's own profile only (another's id is not found). */
export async function updateProfile(db: Db, ctx: Ctx, id: number, b: ProfileBody) {
  const [p] = await db
    .update(billingProfiles)
    .set({ name: b.name, companyName: b.company_name, address: b.address, city: b.city, state: b.state, postalCode: b.postal_code, country: b.country, updatedAt: new Date() })
    .where(and(eq(billingProfiles.id, id), eq(billingProfiles.userId, ctx.userId)))
    .returning();
  if (!p) throw notFound("Billing profile");
  return { status: 1, message: MSG_PROFILE_UPDATED, data: view(p) };
}

/** POST /billing/change-email: where bills go; the account password confirms it (a wrong one is a 422 on password). */
export async function changeBillingEmail(db: Db, ctx: Ctx, email: string, password: string) {
  const attempt = await beginAttempt(db, `billing-email:${ctx.userId}`, null, "password");
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!u || !(await verifyPassword(u.hash, password))) throw validationError({ password: ["The password is incorrect."] });
  await attemptSucceeded(db, attempt);
  await getProfile(db, ctx);
  const [p] = await db.update(billingProfiles).set({ email, updatedAt: new Date() }).where(eq(billingProfiles.userId, ctx.userId)).returning();
  return { status: 1, message: MSG_EMAIL_UPDATED, data: view(p) };
}

/** GET /billing/old-subscriptions: the account's bills, newest first, keyset-paged by id. */
export async function oldSubscriptions(db: Db, ctx: Ctx, q: { before?: number; per_page: number }) {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.userId, ctx.userId), q.before ? lt(billingInvoices.id, q.before) : undefined))
    .orderBy(desc(billingInvoices.id))
    .limit(q.per_page + 1);
  const page = rows.slice(0, q.per_page);
  return {
    data: page.map((r) => ({
      id: r.id,
      plan: r.planName,
      reason: r.reason,
      amount: r.amount,
      currency: r.currency,
      interval: r.interval,
      status: r.status,
      card_last4: r.cardLast4,
      period_start: r.periodStart.toISOString(),
      period_end: r.periodEnd.toISOString(),
      paid_at: r.paidAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    next_before: rows.length > q.per_page ? page[page.length - 1].id : null,
  };
}
