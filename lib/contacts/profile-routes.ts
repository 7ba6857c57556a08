import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post, put } from "@/lib/http/route";
import { dataOf, id, idParam, statusOk } from "@/lib/http/schemas";
import { contactAnswer } from "./crud-schemas";
import { contactCustomValues, deleteCustomField, listCustomFields, saveCustomField, setContactCustomValues } from "./custom-fields";
import { deleteEmailLogs, listEmailLogs } from "./email-logs";
import { startBulkSend } from "./bulk-send";
import { sendContactEmail, sendContactSms } from "./messages";
import {
  birthdayBody, contactIdsBody, lastActionBody, memberIdBody, memberIdEmailBody, photoBody, updatedAnswer,
} from "./profile-field-schemas";
import {
  disableConfirmation, markEmailValid, resendMemberId, setBirthday, setLastAction, setMemberId, setMemberIdEmail,
  setPhoto, validateEmails,
} from "./profile-fields";
import {
  contactStats, customFieldRow, customFieldSave, customFieldValue, customValuesBody, emailLogRow, emailLogsDelete, rewardEdit, rewardPoints as rewardPointsSchema,
  rewardRedeem, rewardRow, rewardSend, rewardsDelete, sendAnswer, sendEmailAnswer, sendEmailBody, sendSmsBody,
} from "./profile-schemas";
import { deleteRewards, editReward, listRewards, redeemPoints, rewardPoints, sendReward } from "./rewards";
import { contactStats as readStats } from "./stats";

/**
 * The profile's calls (doc 2 s7): a contact's single-purpose fields, email logs, rewards,
 * stats, custom fields, and the SMS and email sent from the profile. Reading is contacts-center
 * view; every write to a contact is update (doc 2 s6). Sending a message is not gated beyond
 * view: doc 2 s6 lists email send (and phone code) among the ungated actions.
 */

const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;

const rewardAnswer = z.object({ data: rewardRow, message: z.string() });
const deletedAnswer = z.object({ status: z.number().int(), deleted: z.number().int(), message: z.string() });
const customFieldParam = z.object({ id: id() });

export const contactProfileRoutes = [
  /* ---------------- fields ---------------- */
  patch("/contact/{id}/update-photo", { ...update, summary: "Set or remove a contact's photo", description: "`file_id` is an image stored with POST /file-upload (public).", params: idParam, body: photoBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setPhoto(db, ctx, params.id, body.file_id), message: body.file_id ? "Photo has been updated successfully!" : "Photo has been removed." })),
  patch("/contact/{id}/update-birthday", { ...update, summary: "Set or clear a contact's birthday", params: idParam, body: birthdayBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setBirthday(db, ctx, params.id, body.birthday), message: "Birthday has been updated successfully!" })),
  patch("/contact/{id}/update-member-id", { ...update, summary: "Set or clear a contact's member ID", params: idParam, body: memberIdBody, response: contactAnswer },
    async ({ db, ctx, params, body }) => ({ data: await setMemberId(db, ctx, params.id, body.member_id), message: "Member ID has been updated successfully!" })),
  put("/contact/{id}/resend-member-id", { ...update, summary: "Email the contact their member ID card link", description: "The location's member ID email text (GET /member-id/get-member-id-setting) with the card link; to the member ID email when set, else the contact's.", params: idParam, response: statusOk },
    async ({ db, ctx, params }) => {
      await resendMemberId(db, ctx, params.id);
      return { status: 1, message: "Member ID has been sent successfully!" };
    }),
  post("/contact/change-member-id-email", { ...update, summary: "Where the member ID is emailed", body: memberIdEmailBody, response: contactAnswer },
    async ({ db, ctx, body }) => ({ data: await setMemberIdEmail(db, ctx, body.contact_id, body.email), message: "Member ID email has been updated successfully!" })),
  patch("/contact/validate-email", { ...update, summary: "Check contacts' email addresses", description: "Each address is marked valid or invalid by its form and the location's delivery records.", body: contactIdsBody, response: updatedAnswer },
    async ({ db, ctx, body }) => ({ status: 1, updated: await validateEmails(db, ctx, body.contact_ids), message: "Email has been validated successfully!" })),
  put("/contact/{id}/mark-email-valid", { ...update, summary: "Mark a contact's email valid", params: idParam, response: contactAnswer },
    async ({ db, ctx, params }) => ({ data: await markEmailValid(db, ctx, params.id), message: "Email has been marked as valid." })),
  patch("/contact/disable-confirmation", { ...update, summary: "Disable the email confirmation of contacts", body: contactIdsBody, response: updatedAnswer },
    async ({ db, ctx, body }) => ({ status: 1, updated: await disableConfirmation(db, ctx, body.contact_ids), message: "Email confirmation has been disabled." })),
  patch("/contact/update-last-action", { ...update, summary: "Set contacts' last action", body: lastActionBody, response: updatedAnswer },
    async ({ db, ctx, body }) => ({ status: 1, updated: await setLastAction(db, ctx, body.contact_ids, body.last_action), message: "Last action has been updated successfully!" })),

  /* ---------------- sections ---------------- */
  get("/contact/{id}/stats", { ...view, summary: "A contact's stats", params: idParam, response: dataOf(contactStats) },
    async ({ db, ctx, params }) => ({ data: await readStats(db, ctx, params.id) })),
  get("/contact/{id}/email-logs", { ...view, summary: "Emails sent to a contact, newest first", params: idParam, query: pageQuery, response: pageSchema(emailLogRow) },
    ({ db, ctx, params, query }) => listEmailLogs(db, ctx, params.id, query)),
  del("/contact/{id}/delete-email-logs", { ...update, summary: "Delete a contact's email logs", params: idParam, body: emailLogsDelete, response: deletedAnswer },
    async ({ db, ctx, params, body }) => ({ status: 1, deleted: await deleteEmailLogs(db, ctx, params.id, body.ids), message: "Email log has been deleted successfully!" })),

  get("/contact/{id}/rewards", { ...view, summary: "A contact's reward entries, newest first", params: idParam, query: pageQuery, response: pageSchema(rewardRow) },
    ({ db, ctx, params, query }) => listRewards(db, ctx, params.id, query)),
  get("/contact/{id}/reward-points", { ...view, summary: "A contact's points balance and total", params: idParam, response: dataOf(rewardPointsSchema) },
    async ({ db, ctx, params }) => ({ data: await rewardPoints(db, ctx, params.id) })),
  post("/contact/send-reward", { ...update, summary: "Give a contact points", body: rewardSend, response: rewardAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await sendReward(db, ctx, body), message: "Reward has been sent successfully!" })),
  post("/contact/edit-rewards", { ...update, summary: "Edit a reward entry", body: rewardEdit, response: rewardAnswer },
    async ({ db, ctx, body }) => ({ data: await editReward(db, ctx, body), message: "Reward has been updated successfully!" })),
  post("/contact/redeemed-reward-points", { ...update, summary: "Redeem a contact's points", body: rewardRedeem, response: rewardAnswer, status: 201 },
    async ({ db, ctx, body }) => ({ data: await redeemPoints(db, ctx, body), message: "Reward points have been redeemed successfully!" })),
  post("/contact/delete-rewards", { ...update, summary: "Delete reward entries", body: rewardsDelete, response: deletedAnswer },
    async ({ db, ctx, body }) => ({ status: 1, deleted: await deleteRewards(db, ctx, body.ids), message: "Reward has been deleted successfully!" })),

  get("/contact/custom-field/list", { ...view, summary: "The location's custom fields", response: dataOf(z.array(customFieldRow)) },
    async ({ db, ctx }) => ({ data: await listCustomFields(db, ctx) })),
  post("/contact/custom-field/save", { ...update, summary: "Add or rename a custom field", body: customFieldSave, response: z.object({ data: customFieldRow, message: z.string() }) },
    async ({ db, ctx, body }) => ({ data: await saveCustomField(db, ctx, body), message: "Custom field has been saved successfully!" })),
  del("/contact/custom-field/{id}/delete", { ...update, summary: "Delete a custom field and its values", params: customFieldParam, response: statusOk },
    async ({ db, ctx, params }) => {
      await deleteCustomField(db, ctx, params.id);
      return { status: 1, message: "Custom field has been deleted successfully!" };
    }),
  get("/contact/{id}/custom-fields", { ...view, summary: "Every custom field with this contact's value", params: idParam, response: dataOf(z.array(customFieldValue)) },
    async ({ db, ctx, params }) => ({ data: await contactCustomValues(db, ctx, params.id) })),
  patch("/contact/{id}/custom-fields", { ...update, summary: "Set a contact's custom field values", params: idParam, body: customValuesBody, response: z.object({ data: z.array(customFieldValue), message: z.string() }) },
    async ({ db, ctx, params, body }) => ({ data: await setContactCustomValues(db, ctx, params.id, body.values), message: "Custom fields have been updated successfully!" })),

  post("/contact/send-sms", { ...view, summary: "Text a contact", description: "`status` 1 when queued; otherwise 0 and the reason in `message` (doc 2 s4).", body: sendSmsBody, response: sendAnswer },
    ({ db, ctx, body }) => sendContactSms(db, ctx, body)),
  // Email send is ungated in the bulk bar too (doc 2 s6).
  post("/contact/send-email", { ...view, summary: "Email a contact, or the bulk bar's selection", description: "`contact_id` for one contact; or `contact_ids` / `all` with `filters` and `except` as the bulk calls take them. `status` 1 when sent or queued (a selection of more than 25 contacts is sent by a job: `queued`), -1 and the reason in `message` otherwise (doc 2 s4).", body: sendEmailBody, response: sendEmailAnswer },
    ({ db, ctx, body }) => (body.contact_id !== undefined ? sendContactEmail(db, ctx, { ...body, contact_id: body.contact_id }) : startBulkSend(db, ctx, body, "email", body))),
] as const;
