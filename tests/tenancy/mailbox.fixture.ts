import { emailMessages } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "mailbox",
  records: async (db, ids) => {
    const mail = (locationId: number) => ({ locationId, toAddress: "x@demo.test", fromAddress: "a@b.c", subject: "s", html: "h", text: "t", status: "captured", attachments: [{ filename: "a.pdf", contentType: "application/pdf", content: "JVBERg==" }] });
    const [own, other] = await db.insert(emailMessages).values([mail(ids.downtown), mail(ids.otherLoc)]).returning({ id: emailMessages.id });
    return { email: { own: own.id, other: other.id } };
  },
  params: { "GET /mailbox/messages/{id}": { id: "email" }, "GET /mailbox/messages/{id}/attachments/{index}": { id: "email" } },
  literals: { "GET /mailbox/messages/{id}/attachments/{index}": { index: "0" } },
});
