import { z } from "@hono/zod-openapi";
import { dataOf, id, idParam } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { get, patch, post, put } from "@/lib/http/route";
import { cardFinish, cardIntent, cardPage, sendCardEmail } from "./card-link";
import { access } from "./gate";
import { downloadChargeInvoice, downloadOrderInvoice, sendChargeInvoice, sendOrderInvoice, sendSubscriptionInvoice } from "./invoice-actions";
import { publicCardInvoice, publicOrderInvoice } from "./invoice-public";
import { publicLimit } from "./rate-limit";
import { messageAnswer, orderParam } from "./schemas";
import { getCompanySettings, getEmailSettings, updateCompanySettings, updateCurrencySettings, updateEmailSettings } from "./settings";
import { companySettings, companySettingsBody, currencySettingsBody, emailSettings, emailSettingsBody, emailSettingsQuery } from "./settings-schemas";

const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "The link is not valid." }) });
const cardPageAnswer = z.object({
  business: z.string(),
  product: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  amount: z.string(),
  due: z.string().nullable(),
  next_billing_at: z.string().nullable(),
  updated: z.boolean(),
  can_update: z.boolean(),
  invoices: z.array(z.object({ id: z.number(), number: z.string(), date: z.string(), amount: z.string(), test: z.boolean() })),
});
const cardIntentAnswer = z.object({ client_secret: z.string(), amount: z.number(), currency: z.string(), mode: z.enum(["embedded", "stripe"]), publishable_key: z.string().nullable(), stripe_account: z.string().nullable() });
const pdf = { description: "The invoice as a PDF, saved as invoice-<random lowercase hex>.pdf" };

/** Invoices, settings, the card-update link and the buyer's self-service calls (doc 3 s7 "Checkout service"). */
export const checkoutBillingModule = defineModule("checkout-billing", [
  // Invoices
  put("/order-invoice/{id}/send", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => sendOrderInvoice(db, ctx, params.id)),
  put("/subscription-invoice/{id}/send", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => sendSubscriptionInvoice(db, ctx, params.id)),
  put("/subscription-charge-invoice/{id}/send", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => sendChargeInvoice(db, ctx, params.id)),
  get("/order-invoice/{id}/download", { ...access.view, params: idParam, ...pdf }, ({ db, ctx, params }) => downloadOrderInvoice(db, ctx, params.id)),
  // A renewal's invoice by its paid log (the Download beside "Send invoice" in a subscription's history)
  get("/subscription-charge-invoice/{id}/download", { ...access.view, params: idParam, ...pdf }, ({ db, ctx, params }) => downloadChargeInvoice(db, ctx, params.id)),

  // Settings (/checkout?tab=settings)
  get("/setting/company-settings", { ...access.view, response: dataOf(companySettings) }, ({ db, ctx }) => getCompanySettings(db, ctx)),
  patch("/setting/update-company-settings", { ...access.update, body: companySettingsBody, response: messageAnswer.extend({ data: companySettings }) }, ({ db, ctx, body }) => updateCompanySettings(db, ctx, body)),
  patch("/setting/update-company-currency-settings", { ...access.update, body: currencySettingsBody, response: messageAnswer.extend({ data: companySettings }) }, ({ db, ctx, body }) => updateCurrencySettings(db, ctx, body)),
  get("/setting/email-settings", { ...access.view, query: emailSettingsQuery, response: dataOf(emailSettings) }, ({ db, ctx, query }) => getEmailSettings(db, ctx, query.type)),
  patch("/setting/update-email-settings", { ...access.update, body: emailSettingsBody, response: messageAnswer.extend({ data: emailSettings }) }, ({ db, ctx, body }) => updateEmailSettings(db, ctx, body)),

  // The client's card, by link
  put("/order/{id}/update-card-email", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => sendCardEmail(db, ctx, params.id)),

  // Public: the buyer's links (no session; the unguessable token or order id is the key)
  get("/public/card/{token}", { tenancy: "public", params: tokenParam, response: cardPageAnswer, middleware: [publicLimit] }, ({ db, params }) => cardPage(db, params.token)),
  post("/public/card/{token}/intent", { tenancy: "public", params: tokenParam, response: cardIntentAnswer, middleware: [publicLimit] }, ({ db, params }) => cardIntent(db, params.token)),
  post("/public/card/{token}/finish", { tenancy: "public", params: tokenParam, response: cardPageAnswer, middleware: [publicLimit] }, ({ db, params }) => cardFinish(db, params.token)),
  get("/public/card/{token}/invoice/{id}", { tenancy: "public", params: tokenParam.extend({ id: id() }), ...pdf, middleware: [publicLimit] }, ({ db, params }) => publicCardInvoice(db, params.token, params.id)),
  get("/public/order/{order}/invoice", { tenancy: "public", params: orderParam, ...pdf, middleware: [publicLimit] }, ({ db, params }) => publicOrderInvoice(db, params.order)),
]);
