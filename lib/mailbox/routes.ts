import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { get } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { listMailbox, mailboxAttachment, mailboxMessage as readMessage } from "./email-service";
import { attachmentParams, mailboxMessage, mailboxQuery, mailboxSummary, smsLogEntry, smsLogQuery } from "./schemas";
import { listSmsLog } from "./sms-service";

// The account owner's views over the whole company (the services scope them to it).
export const mailboxModule = defineModule("mailbox", [
  get("/mailbox/messages", { tenancy: "company", description: "The account owner's mailbox: every email recorded for the company, newest first.", query: mailboxQuery, response: pageSchema(mailboxSummary) },
    ({ db, ctx, query }) => listMailbox(db, ctx, query)),
  get("/mailbox/messages/{id}", { tenancy: "company", summary: "One message with its body", params: idParam, response: dataOf(mailboxMessage) },
    async ({ db, ctx, params }) => ({ data: await readMessage(db, ctx, params.id) })),
  get("/mailbox/messages/{id}/attachments/{index}", { tenancy: "company", summary: "One attachment of a message, as a download", params: attachmentParams },
    ({ db, ctx, params }) => mailboxAttachment(db, ctx, params.id, params.index)),
  get("/mailbox/sms", { tenancy: "company", description: "The account owner's SMS log: every text in or out of the company's locations, newest first.", query: smsLogQuery, response: pageSchema(smsLogEntry) },
    ({ db, ctx, query }) => listSmsLog(db, ctx, query)),
]);
