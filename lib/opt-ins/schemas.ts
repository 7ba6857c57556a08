import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { ENROLMENT_STATUSES, OPT_IN_KEYS, SETTING_VALUE_MAX, OPT_IN_MSG } from "./constants";

/** One setting of a service's opt-in form; `setting_value` is JSON text, as the wire sends it. */
export const optInSetting = z
  .object({
    id: z.number().int(),
    service_id: z.number().int(),
    key: z.enum(OPT_IN_KEYS),
    setting_value: z.string(),
    updated_at: z.string(),
  })
  .openapi("OptInSetting");
export type OptInSetting = z.infer<typeof optInSetting>;

/** GET /services/{id}/opt-in-settings: the list in `data.data`, with what the screen shows beside it. */
export const serviceOptIns = z
  .object({
    data: z.array(optInSetting),
    service: z.object({ id: z.number().int(), name: z.string() }),
    /** Account-wide: every opt-in must be confirmed by email (PATCH /admin-setting/update-confirm-optin). */
    confirm_optin: z.boolean(),
    /** The public form's address (it carries the location's access key). */
    form_url: z.string(),
    counts: z.object({ optins: z.number().int(), active: z.number().int() }),
  })
  .openapi("ServiceOptIns");
export type ServiceOptIns = z.infer<typeof serviceOptIns>;

export const settingUpdate = z
  .object({ setting_value: text("setting_value").max(SETTING_VALUE_MAX, { error: OPT_IN_MSG.tooLong }) })
  .openapi("OptInSettingUpdate");

export const confirmOptinBody = z
  .object({ confirm_optin: z.boolean({ error: "The confirm optin field must be true or false." }) })
  .openapi("ConfirmOptinUpdate");

export const confirmOptinAnswer = z.object({ status: z.number().int(), message: z.string(), data: z.object({ confirm_optin: z.boolean() }) });
export const settingAnswer = z.object({ status: z.number().int(), message: z.string(), data: optInSetting });

export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
