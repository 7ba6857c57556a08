import "server-only";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { contentDisposition } from "@/lib/platform/files/serve";
import { formAnalytics } from "./analytics";
import { fileBase } from "./csv";
import { loadResponse } from "./responses";
import type { FormResponse, QuestionStats } from "./schemas";

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 11, fontFamily: "Helvetica", color: "#0f172a" },
  h1: { fontSize: 18, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  meta: { fontSize: 10, color: "#475569", marginBottom: 16 },
  block: { marginBottom: 12 },
  q: { fontFamily: "Helvetica-Bold", marginBottom: 3 },
  a: { color: "#334155" },
  row: { flexDirection: "row", justifyContent: "space-between", borderBottomWidth: 0.5, borderBottomColor: "#e2e8f0", paddingVertical: 2 },
});

const pdf = (buf: Buffer, name: string) =>
  new Response(new Uint8Array(buf), { headers: { "content-type": "application/pdf", "content-disposition": contentDisposition("attachment", name), "cache-control": "private, no-store" } });

function ResponseDoc({ res }: { res: FormResponse }) {
  const who = [res.respondent.first_name, res.respondent.last_name].filter(Boolean).join(" ");
  return (
    <Document title={res.form.title}>
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>{res.form.title}</Text>
        <Text style={s.meta}>{`${who}${res.respondent.email ? ` <${res.respondent.email}>` : ""} · ${res.respondent.created_at.slice(0, 16).replace("T", " ")} UTC`}</Text>
        {res.answers.map((a) => (
          <View key={a.question_id} style={s.block} wrap={false}>
            <Text style={s.q}>{a.title}</Text>
            <Text style={s.a}>{a.values.length ? a.values.join(", ") : "No answer"}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}

function StatsBlock({ q }: { q: QuestionStats }) {
  return (
    <View style={s.block} wrap={false}>
      <Text style={s.q}>{q.title}</Text>
      <Text style={s.a}>{`${q.answered} answered${q.average !== null ? ` · average ${q.average} (min ${q.min}, max ${q.max})` : ""}`}</Text>
      {q.options.map((o) => (
        <View key={o.label} style={s.row}>
          <Text>{o.label}</Text>
          <Text>{String(o.count)}</Text>
        </View>
      ))}
      {q.latest.map((t, i) => (
        <Text key={i} style={s.a}>{`“${t}”`}</Text>
      ))}
    </View>
  );
}

/** GET /form/download-form-response: one response as a PDF. */
export async function responsePdf(db: Db, ctx: Pick<Ctx, "locationId">, ref: { form_id: number; contact_id: number; respondent_id: number }) {
  const res = await loadResponse(db, ctx.locationId, ref);
  if (!res) throw notFound("Response");
  return pdf(await renderToBuffer(<ResponseDoc res={res} />), `${fileBase(res.form.title)}-response-${ref.respondent_id}.pdf`);
}

/** GET /form/{id}/download-analytics?format=pdf: the analytics as a PDF. */
export async function analyticsPdf(db: Db, ctx: Pick<Ctx, "locationId">, formId: number) {
  const { data, title } = await formAnalytics(db, ctx, formId);
  const doc = (
    <Document title={`${title} analytics`}>
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>{title}</Text>
        <Text style={s.meta}>{`${data.respondents} responses`}</Text>
        {data.questions.map((q) => (
          <StatsBlock key={q.question_id} q={q} />
        ))}
      </Page>
    </Document>
  );
  return pdf(await renderToBuffer(doc), `${fileBase(title)}-analytics.pdf`);
}
