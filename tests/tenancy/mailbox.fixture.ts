import { emailMessages } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "mailbox",
  records: async (db, ids) => {
    const mail = (locationId: number) => ({ locationId, toAddress: "x@demo.test", fromAddress: "a@b.c", subject: "s", html: "h", text: "t", status: "captured" });
    const [own, other] = await db.insert(emailMessages).values([mail(ids.downtown), mail(ids.otherLoc)]).returning({ id: emailMessages.id });
    return { email: { own: own.id, other: other.id } };
  },
  params: { "GET /mailbox/messages/{id}": { id: "email" } },
});
