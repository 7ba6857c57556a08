import "server-only";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { CheckoutInvoice } from "@/db/schema";
import { formatMoney } from "@/lib/platform/payments/money";
import { invoiceNumber } from "./invoice-pdf";
import type { InvoiceLine } from "./invoices";
import type { companySettingsOf } from "./settings";

/** The invoice's PDF layout (react-pdf), loaded by invoice-pdf.tsx only when a PDF is made. */
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

type Company = Awaited<ReturnType<typeof companySettingsOf>>;

function InvoiceDoc({ inv, lines, company }: { inv: CheckoutInvoice; lines: InvoiceLine[]; company: Company }) {
  const own = { currency: company.currency, symbol: company.currency_symbol };
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
            <Text style={s.amount}>{formatMoney(l.amount, inv.currency, own)}</Text>
          </View>
        ))}
        <View style={s.total}>
          <Text style={s.desc}>Total paid</Text>
          <Text style={s.amount}>{formatMoney(inv.amount, inv.currency, own)}</Text>
        </View>
        {inv.test ? <Text style={s.test}>Test purchase: no money was charged.</Text> : null}
      </Page>
    </Document>
  );
}

export function renderInvoice(props: { inv: CheckoutInvoice; lines: InvoiceLine[]; company: Company }): Promise<Buffer> {
  return renderToBuffer(<InvoiceDoc {...props} />);
}
