import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutProducts, checkoutSentEmails, checkoutSubscriptions, locations, type CheckoutInvoice, type CheckoutOrder, type CheckoutSubscription } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { sendEmail } from "@/lib/platform/email/send";
import { escapeHtml } from "@/lib/utils/html";
import { createCardLink } from "./card-link";
import { invoiceFileName, invoiceNumber, invoicePdf } from "./invoice-pdf";
import { chargeInvoice, orderInvoice } from "./invoices";
import { formatMoney } from "@/lib/platform/payments/money";
import { emailSettingsOf } from "./settings";
import { EMAIL_TYPES, type EmailType } from "./settings-constants";

type Vars = { name: string; product: string; amount: string; business: string };
type Link = { label: string; url: string };

/** Fills the merge fields ({name}, {product}, {amount}, {business}) of the coach's wording. */
const fill = (s: string, v: Vars) => s.replace(/\{(name|product|amount|business)\}/g, (_, k: keyof Vars) => v[k]);

/** The email's parts: the coach's text (escaped, paragraphs kept), then its links as buttons. */
export function composeEmail(subject: string, body: string, v: Vars, links: Link[]) {
  const text = fill(body, v);
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`);
  const buttons = links.map((l) => `<p><a href="${escapeHtml(l.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#2c3e50;color:#ffffff;text-decoration:none">${escapeHtml(l.label)}</a></p>`);
  return {
    subject: fill(subject, v).replace(/\s+/g, " ").trim(),
    html: [...paragraphs, ...buttons].join(""),
    text: [text, ...links.map((l) => `${l.label}: ${l.url}`)].join("\n\n"),
  };
}

async function business(db: Db, locationId: number) {
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, locationId));
  return loc?.name ?? "";
}

/** Sends one of the three checkout emails in the coach's wording; nothing when the coach turned it off. */
export async function sendCheckoutEmail(
  db: Db,
  input: { type: EmailType; locationId: number; to: string; contactId: number | null; vars: Vars; links: Link[]; attachments?: { filename: string; contentType: string; content: Buffer }[]; sourceId?: number; sensitive?: boolean },
) {
  const settings = await emailSettingsOf(db, input.locationId, input.type);
  if (!settings.enabled) return null;
  const vars = { ...input.vars, business: input.vars.business || (await business(db, input.locationId)) };
  const mail = composeEmail(settings.subject, settings.body, vars, input.links);
  return sendEmail(db, { ...mail, to: input.to, kind: "location", locationId: input.locationId, contactId: input.contactId, source: "checkout", sourceId: input.sourceId ?? null, sensitive: input.sensitive ?? false, attachments: input.attachments });
}

const pdfAttachment = async (db: Db, inv: CheckoutInvoice) => ({ filename: invoiceFileName(), contentType: "application/pdf", content: await invoicePdf(db, inv) });

/**
 * The type-2 (transaction) email: the receipt with the invoice PDF attached. Self-service: a
 * one-time purchase links to its invoice; a subscription links to the page with all its
 * invoices and the card update.
 */
export async function sendTransactionEmail(db: Db, order: CheckoutOrder) {
  const inv = await orderInvoice(db, order.locationId, order.id).catch(() => null);
  const [product] = await db.select({ name: checkoutProducts.name }).from(checkoutProducts).where(and(eq(checkoutProducts.id, order.productId), eq(checkoutProducts.locationId, order.locationId)));
  const [sub] = await db.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.orderId, order.id), eq(checkoutSubscriptions.locationId, order.locationId)));
  const links: Link[] = sub
    ? [{ label: "Your invoices and card", url: await createCardLink(db, sub) }]
    : [{ label: "Download your invoice", url: `${appUrl()}/api/checkout/public/order/${order.publicId}/invoice` }];
  const vars = { name: order.name, product: product?.name ?? "", amount: formatMoney(order.total, order.currency) + (order.test ? " (test purchase)" : ""), business: await business(db, order.locationId) };
  return sendCheckoutEmail(db, { type: EMAIL_TYPES.transaction, locationId: order.locationId, to: order.email, contactId: order.contactId, vars, links, attachments: inv ? [await pdfAttachment(db, inv)] : [], sourceId: order.id, sensitive: Boolean(sub) });
}

/**
 * A paid renewal's receipt: the type-2 (transaction) email with the renewal's invoice PDF, as the
 * first purchase's. The ledger row (kind "receipt", the paid log) is claimed first: sent once.
 */
export async function sendRenewalReceipt(db: Db, locationId: number, logId: number) {
  const inv = await chargeInvoice(db, locationId, logId);
  if (!inv.subscriptionId) return null;
  const [sub] = await db.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, inv.subscriptionId), eq(checkoutSubscriptions.locationId, locationId)));
  if (!sub) return null;
  const [claim] = await db.insert(checkoutSentEmails).values({ locationId, kind: "receipt", refId: logId }).onConflictDoNothing().returning({ id: checkoutSentEmails.id });
  if (!claim) return null;
  const [product] = await db.select({ name: checkoutProducts.name }).from(checkoutProducts).where(and(eq(checkoutProducts.id, sub.productId), eq(checkoutProducts.locationId, locationId)));
  const vars = { name: sub.name, product: product?.name ?? inv.description, amount: formatMoney(inv.amount, inv.currency) + (inv.test ? " (test purchase)" : ""), business: await business(db, locationId) };
  const emailId = await sendCheckoutEmail(db, {
    type: EMAIL_TYPES.transaction,
    locationId,
    to: sub.email,
    contactId: sub.contactId,
    vars,
    links: [{ label: "Your invoices and card", url: await createCardLink(db, sub) }],
    attachments: [await pdfAttachment(db, inv)],
    sourceId: sub.orderId,
    sensitive: true,
  });
  await db.update(checkoutSentEmails).set({ emailId }).where(eq(checkoutSentEmails.id, claim.id));
  return emailId;
}

/** An invoice sent again by the coach (PUT .../send): always sent, in fixed wording, PDF attached. */
export async function sendInvoiceEmail(db: Db, inv: CheckoutInvoice) {
  const biz = await business(db, inv.locationId);
  const mail = composeEmail(
    `Invoice ${invoiceNumber(inv.number)} from {business}`,
    "Hi {name},\n\nYour invoice for {product} ({amount}) is attached.\n\n{business}",
    { name: inv.name, product: inv.description, amount: formatMoney(inv.amount, inv.currency), business: biz },
    [],
  );
  return sendEmail(db, { ...mail, to: inv.email, kind: "location", locationId: inv.locationId, source: "checkout", sourceId: inv.orderId, attachments: [await pdfAttachment(db, inv)] });
}

/** The card-update link the coach sends (PUT /order/{id}/update-card-email): always sent, fixed wording. */
export async function sendCardLinkEmail(db: Db, sub: CheckoutSubscription, product: string, biz: string) {
  const mail = composeEmail(
    "Update your card for {product}",
    "Hi {name},\n\n{business} asked us to send you a secure link to update the card used for {product} ({amount}). The link also lists your invoices.",
    { name: sub.name, product, amount: formatMoney(sub.amount, sub.currency), business: biz },
    [{ label: "Update your card", url: await createCardLink(db, sub) }],
  );
  return sendEmail(db, { ...mail, to: sub.email, kind: "location", locationId: sub.locationId, contactId: sub.contactId, source: "checkout", sourceId: sub.orderId, sensitive: true });
}
