import { z } from "@hono/zod-openapi";
import { and, desc, eq, sql } from "drizzle-orm";
import { emailMessages, smsMessages } from "@/db/schema";
import { toE164 } from "@/lib/platform/sms/numbers";
import { notFound } from "@/lib/http/errors";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";

/**
 * The embedded outbox, readable without a login — so only when DEV_OUTBOX=1 (the e2e
 * runner sets it). Captured mail holds reset links: never enable this where others reach it.
 */
export const outboxModule = defineModule("dev", [
  get("/dev/outbox/latest", {
    tenancy: "public",
    summary: "Latest captured email to that address",
    description: "404 when nothing was sent to it, or when the outbox is off (DEV_OUTBOX unset).",
    answers: [404],
    query: z.object({ to: z.string().email() }),
    response: z.object({ subject: z.string(), text: z.string(), html: z.string(), attachments: z.array(z.string()) }),
  }, async ({ db, query }) => {
    if (process.env.DEV_OUTBOX !== "1") throw notFound("Route");
    const [m] = await db
      .select({ subject: emailMessages.subject, text: emailMessages.text, html: emailMessages.html, files: emailMessages.attachments })
      .from(emailMessages)
      .where(eq(sql`lower(${emailMessages.toAddress})`, query.to.toLowerCase()))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    if (!m) throw notFound("Email");
    const { files, ...rest } = m;
    return { ...rest, attachments: files.map((f) => f.filename) };
  }),
  get("/dev/outbox/sms/latest", {
    tenancy: "public",
    summary: "Latest recorded outbound SMS to that number",
    query: z.object({ to: z.string().min(1).max(40) }),
    response: z.object({ body: z.string() }),
  }, async ({ db, query }) => {
    if (process.env.DEV_OUTBOX !== "1") throw notFound("Route");
    const to = toE164(query.to);
    if (!to) throw notFound("SMS");
    const [m] = await db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(and(eq(smsMessages.toNumber, to), eq(smsMessages.direction, "outbound")))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    if (!m) throw notFound("SMS");
    return m;
  }),
]);
