import "server-only";
import { randomBytes } from "node:crypto";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, type CheckoutInvoice } from "@/db/schema";
import { contentDisposition } from "@/lib/platform/files/serve";
import { invoiceLines, type InvoiceLine } from "./invoices";
import { formatMoney } from "@/lib/platform/payments/money";
import { companySettingsOf } from "./settings";

const s = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: "Helvetica", color: "#0f172a" },
  top: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  h1: { fontSize: 22, fontFamily: "Helvetica-Bold", marginBottom: 6 },
  company: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 3 },
  muted: { color: "#475569", marginBottom: 2 },
  label: { fontSize: 8, color: "#64748b", textTransform: "uppercase", marginBottom: 3 },
  block: { marginBottom: 20 },
  head: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#0f172a", paddingBottom: 4, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#e2e8f0", paddingVertical: 5 },
  desc: { flex: 1 },
  amount: { width: 110, textAlign: "right" },
  total: { flexDirection: "row", paddingTop: 8, fontFamily: "Helvetica-Bold", fontSize: 12 },
  test: { marginTop: 24, color: "#b45309" },
});

export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, "0")}`;

/** Doc 3 s9: 'invoice-' plus a random lowercase hex string, with .pdf. */
export const invoiceFileName = () => `invoice-${randomBytes(8).toString("hex")}.pdf`;

type Company = Awaited<ReturnType<typeof companySettingsOf>>;

function InvoiceDoc({ inv, lines, company }: { inv: CheckoutInvoice; lines: InvoiceLine[]; company: Company }) {
  const date = inv.issuedAt.toISOString().slice(0, 10);
  return (
    <Document title={`Invoice ${invoiceNumber(inv.number)}`} author={company.company_name}>
      <Page size="A4" style={s.page}>
        <View style={s.top}>
          <View>
            <Text style={s.company}>{company.company_name}</Text>
            {company.address.split("\n").filter(Boolean).map((l, i) => (
              <Text key={i} style={s.muted}>{l}</Text>
            ))}
            {company.email ? <Text style={s.muted}>{company.email}</Text> : null}
            {company.phone ? <Text style={s.muted}>{company.phone}</Text> : null}
            {company.tax_id ? <Text style={s.muted}>{`Tax ID: ${company.tax_id}`}</Text> : null}
          </View>
          <View>
            <Text style={s.h1}>Invoice</Text>
            <Text style={s.muted}>{`Number: ${invoiceNumber(inv.number)}`}</Text>
            <Text style={s.muted}>{`Date: ${date}`}</Text>
            <Text style={s.muted}>Status: Paid</Text>
          </View>
        </View>
        <View style={s.block}>
          <Text style={s.label}>Billed to</Text>
          <Text>{inv.name}</Text>
          <Text style={s.muted}>{inv.email}</Text>
        </View>
        <View style={s.head}>
          <Text style={s.desc}>Description</Text>
          <Text style={s.amount}>Amount</Text>
        </View>
        {lines.map((l, i) => (
          <View key={i} style={s.row}>
            <Text style={s.desc}>{l.label}</Text>
            <Text style={s.amount}>{formatMoney(l.amount, inv.currency)}</Text>
          </View>
        ))}
        <View style={s.total}>
          <Text style={s.desc}>Total paid</Text>
          <Text style={s.amount}>{formatMoney(inv.amount, inv.currency)}</Text>
        </View>
        {inv.test ? <Text style={s.test}>Test purchase: no money was charged.</Text> : null}
      </Page>
    </Document>
  );
}

/** The invoice as PDF bytes, with the location's company details (its business name until it sets them). */
export async function invoicePdf(db: Db, inv: CheckoutInvoice): Promise<Buffer> {
  const company = await companySettingsOf(db, inv.locationId);
  if (!company.company_name) {
    const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, inv.locationId));
    company.company_name = loc?.name ?? "";
  }
  return renderToBuffer(<InvoiceDoc inv={inv} lines={await invoiceLines(db, inv)} company={company} />);
}

/** A download of the invoice under a fresh random name. */
export async function invoiceDownload(db: Db, inv: CheckoutInvoice): Promise<Response> {
  const bytes = await invoicePdf(db, inv);
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": contentDisposition("attachment", invoiceFileName()), "cache-control": "private, no-store" },
  });
}
