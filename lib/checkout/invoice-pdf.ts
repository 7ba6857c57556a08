import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, type CheckoutInvoice } from "@/db/schema";
import { contentDisposition } from "@/lib/platform/files/serve";
import { invoiceLines } from "./invoices";
import { companySettingsOf } from "./settings";

export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;

/** Doc 3 s9: 'invoice-' plus a random lowercase hex string, with .pdf. */
export const invoiceFileName = () => `invoice-${randomBytes(8).toString("hex")}.pdf`;

/** The invoice as PDF bytes, with the location's company details (its business name until it sets them). */
export async function invoicePdf(db: Db, inv: CheckoutInvoice): Promise<Buffer> {
  const company = await companySettingsOf(db, inv.locationId);
  if (!company.company_name) {
    const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, inv.locationId));
    company.company_name = loc?.name ?? "";
  }
  // react-pdf is ESM only and heavy: loaded when a PDF is made, not with every checkout module
  // (scripts running checkout code as CommonJS cannot require it).
  const { renderInvoice } = await import("./invoice-document");
  return renderInvoice({ inv, lines: await invoiceLines(db, inv), company });
}

/** A download of the invoice under a fresh random name. */
export async function invoiceDownload(db: Db, inv: CheckoutInvoice): Promise<Response> {
  const bytes = await invoicePdf(db, inv);
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": contentDisposition("attachment", invoiceFileName()), "cache-control": "private, no-store" },
  });
}
