import "server-only";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { contentDisposition } from "@/lib/platform/files/serve";
import { formAnalytics } from "./analytics";
import { fileBase } from "./csv";
import { loadResponse } from "./responses";

const pdf = (buf: Buffer, name: string) =>
  new Response(new Uint8Array(buf), { headers: { "content-type": "application/pdf", "content-disposition": contentDisposition("attachment", name), "cache-control": "private, no-store" } });

// react-pdf is ESM only and heavy: loaded when a PDF is made, not with every forms module
// (scripts running the API as CommonJS, like the import bench, cannot require it).
const documents = () => import("./pdf-document");

/** GET /form/download-form-response: one response as a PDF. */
export async function responsePdf(db: Db, ctx: Pick<Ctx, "locationId">, ref: { form_id: number; contact_id: number; respondent_id: number }) {
  const res = await loadResponse(db, ctx.locationId, ref);
  if (!res) throw notFound("Response");
  const { renderResponse } = await documents();
  return pdf(await renderResponse(res), `${fileBase(res.form.title)}-response-${ref.respondent_id}.pdf`);
}

/** GET /form/{id}/download-analytics?format=pdf: the analytics as a PDF. */
export async function analyticsPdf(db: Db, ctx: Pick<Ctx, "locationId">, formId: number) {
  const { data, title } = await formAnalytics(db, ctx, formId);
  const { renderAnalytics } = await documents();
  return pdf(await renderAnalytics(title, data), `${fileBase(title)}-analytics.pdf`);
}
