import { defineModule } from "@/lib/http/module";
import { get, patch, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { OPT_IN_MSG } from "./constants";
import { confirmOptinAnswer, confirmOptinBody, serviceOptIns, settingAnswer, settingUpdate } from "./schemas";
import { listServiceSettings, sendAccessKey, setConfirmOptin, updateSetting } from "./service";

/**
 * Opt-ins (doc 3 s7 "Opt-ins"). A service is a content type (doc 1 s3: 1 playbook .. 5 habit
 * tracking); each has one opt-in form per location. The two admin-setting calls are made from
 * the opt-ins screen (doc 1 s7 names them, doc 3 s7 again under opt-ins), so they are gated by the
 * opt-ins area: switching confirmation needs update; mailing the key to one's own account email
 * needs only view (the screen already shows the form's address, which carries the key).
 */
const view = { tenancy: "location", permit: ["opt-ins", "view"] } as const;
const update = { tenancy: "location", permit: ["opt-ins", "update"] } as const;

export const optInsModule = defineModule("opt-ins", [
  get("/services/{id}/opt-in-settings", { ...view, summary: "A service's opt-in form settings (list in data.data)", description: "`id` is the service, a content type (1 playbook, 2 page, 3 form, 4 progress tracking, 5 habit tracking); any other is a 404. Settings are made with their defaults on first read. Keys: `fields`, `tags`, `double_opt_in`, `redirect_url`; `setting_value` is JSON text.", params: idParam, response: dataOf(serviceOptIns) },
    async ({ db, ctx, params }) => ({ data: await listServiceSettings(db, ctx, params.id) })),
  patch("/opt-in-settings/{id}/update", { ...update, summary: "Change one opt-in setting", description: "`setting_value` is JSON text checked against the setting's key: `fields` a list of first_name, last_name, phone; `tags` a list of the location's tag ids (at most 20); `double_opt_in` true or false; `redirect_url` an http(s) address or empty. Every error is on `setting_value`. Another location's setting is a 404.", params: idParam, body: settingUpdate, response: settingAnswer },
    async ({ db, ctx, params, body }) => ({ status: 1, message: OPT_IN_MSG.updated, data: await updateSetting(db, ctx, params.id, body.setting_value) })),
  patch("/admin-setting/update-confirm-optin", { ...update, summary: "Account-wide: every opt-in must be confirmed by email", description: "On: every service's form mails a confirmation link and enrols the contact as `optins` until it is opened, whatever the service's own `double_opt_in`. Off: each service's setting decides.", body: confirmOptinBody, response: confirmOptinAnswer },
    async ({ db, ctx, body }) => ({ status: 1, message: OPT_IN_MSG.confirmUpdated, data: { confirm_optin: await setConfirmOptin(db, ctx, body.confirm_optin) } })),
  post("/admin-setting/send-access-key", { ...view, summary: "Mail the opt-in forms' access (embed) key to the caller's account email", response: statusOk },
    async ({ db, ctx }) => {
      await sendAccessKey(db, ctx);
      return { status: 1, message: OPT_IN_MSG.accessKeySent };
    }),
]);
