import "server-only";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
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

/** One response as PDF bytes. */
export function renderResponse(res: FormResponse): Promise<Buffer> {
  return renderToBuffer(<ResponseDoc res={res} />);
}

/** A form's analytics as PDF bytes. */
export function renderAnalytics(title: string, data: { respondents: number; questions: QuestionStats[] }): Promise<Buffer> {
  return renderToBuffer(
    <Document title={`${title} analytics`}>
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>{title}</Text>
        <Text style={s.meta}>{`${data.respondents} responses`}</Text>
        {data.questions.map((q) => (
          <StatsBlock key={q.question_id} q={q} />
        ))}
      </Page>
    </Document>,
  );
}
