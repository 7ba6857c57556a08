import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailMessages } from "../../db/schema";
import { api } from "../../lib/api/app";
import { sendEmail } from "../../lib/platform/email";
import { emailSendJob } from "../../lib/platform/email/job";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();
const received: string[] = [];
let server: SMTPServer;
const bytes = Buffer.from("%PDF-1.4 a tiny test document\n%%EOF");

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});
afterEach(() => {
  delete process.env.SMTP_URL;
  received.length = 0;
});

const withFile = (to: string, locationId: number) =>
  sendEmail(db(), { to, subject: "Your invoice", html: "<p>Attached</p>", text: "Attached", kind: "location", locationId, attachments: [{ filename: "invoice-ab12.pdf", contentType: "application/pdf", content: bytes }] });

describe("email attachments", () => {
  it("are stored with the record and delivered by SMTP as a MIME part", async () => {
    const ids = await demoIds(db());
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const id = await withFile("buyer@demo.test", ids.downtown);
    const [row] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row.attachments).toEqual([{ filename: "invoice-ab12.pdf", contentType: "application/pdf", content: bytes.toString("base64") }]);
    await queue.drain(emailSendJob);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/Content-Type: application\/pdf; name=invoice-ab12\.pdf/);
    expect(received[0]).toContain(bytes.toString("base64"));
  });

  it("the owner's mailbox lists them and downloads their bytes; another company's owner gets 404", async () => {
    const ids = await demoIds(db());
    const id = await withFile("buyer2@demo.test", ids.downtown);
    const { access_token } = await loginAs("owner@demo.test");
    const one = await call("GET", `/mailbox/messages/${id}`, { token: access_token });
    expect(one.json.data.attachments).toEqual([{ index: 0, filename: "invoice-ab12.pdf", content_type: "application/pdf", size: bytes.length }]);
    const res = await api.request(`/api/v3/mailbox/messages/${id}/attachments/0`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("invoice-ab12.pdf");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await call("GET", `/mailbox/messages/${id}/attachments/1`, { token: access_token })).status).toBe(404);
    const other = await withFile("buyer3@demo.test", ids.otherLoc);
    expect((await call("GET", `/mailbox/messages/${other}/attachments/0`, { token: access_token })).status).toBe(404);
  });
});
