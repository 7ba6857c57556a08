import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { AppError, notFound } from "@/lib/http/errors";
import { TOO_MANY } from "@/lib/http/rate-limit";
import { get, post } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { MEMBER_ID_MSG } from "./constants";
import { openCard } from "./guard";
import { accessCodeQuery, memberCard, memberIdSetting, publicIdParam, sendAnswer, sendBody, storeMemberIdSetting } from "./schemas";
import { sendCard } from "./send";
import { getMemberIdSetting, storeMemberIdSetting as store } from "./settings";

/**
 * The member ID card (doc 3 s7 "/member-id/*"). The design is a setting of the location
 * (admin-settings); sending a card is a contact write, as PUT /contact/{id}/resend-member-id is
 * (contacts-center update). The public call names the location by its public uuid and the
 * contact by the card's secret code: nothing in it can be counted up.
 */
export const memberIdModule = defineModule("member-id", [
  get("/member-id/get-member-id-setting", { tenancy: "location", permit: ["admin-settings", "view"], summary: "The location's member ID card design and texts", response: dataOf(memberIdSetting) },
    async ({ db, ctx }) => ({ data: await getMemberIdSetting(db, ctx.locationId) })),
  post("/member-id/store-member-id-setting", { tenancy: "location", permit: ["admin-settings", "update"], summary: "Save the member ID card design and texts", description: "`email_body` and `sms_body` must hold the card link `{{ member_id_url }}`; every merge field must be known. Switching `auto_send` on sends the card to contacts who move into the clients group from then on.", body: storeMemberIdSetting, response: z.object({ data: memberIdSetting, message: z.string() }) },
    async ({ db, ctx, body }) => ({ data: await store(db, ctx, body), message: MEMBER_ID_MSG.saved })),
  post("/member-id/{id}/send", { tenancy: "location", permit: ["contacts-center", "update"], summary: "Send a contact their member ID card link", description: "`id` is the contact. By email and/or SMS (`via`); by default email when the contact has an address, else SMS. The link's code is made on first send and changes when the member ID does.", params: idParam, body: sendBody, response: sendAnswer },
    async ({ db, ctx, params, body }) => {
      const r = await sendCard(db, { locationId: ctx.locationId, userId: ctx.userId }, params.id, body.via);
      return { status: 1, message: MEMBER_ID_MSG.sent, email: r.email !== null, sms: r.sms !== null, url: r.url };
    }),
  get("/member-id/{id}/public-setting", { tenancy: "public", summary: "A member's card, for the portal app", description: "`id` is the location's public id (a uuid) and `access_code` the code of the card link. A wrong or outdated code is a 404; too many wrong codes from one caller answer 429 for ten minutes.", answers: [429], params: publicIdParam, query: accessCodeQuery, response: dataOf(memberCard) },
    async ({ db, params, query, ip }) => {
      const card = await openCard(db, params.id, query.access_code, ip);
      if (card === "limited") throw new AppError(429, TOO_MANY);
      if (card === "missing") throw notFound("Member card");
      return { data: card };
    }),
]);
