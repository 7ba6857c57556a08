import { array, boolean, enum as oneOf, maxLength, minLength, object, refine, string, trim } from "zod/mini";
import { API_KEY_NAME_MAX, MSG, WEBHOOK_EVENT_NAMES, WEBHOOK_NAME_MAX, WEBHOOK_URL_MAX } from "./constants";

/** The webhook dialog's rules in zod's mini build; the API checks the same (schemas.ts). */
export const webhookForm = object({
  name: string().check(trim(), minLength(1, MSG.nameRequired), maxLength(WEBHOOK_NAME_MAX)),
  url: string().check(
    trim(),
    maxLength(WEBHOOK_URL_MAX, MSG.urlInvalid),
    refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "https:" || u.protocol === "http:";
      } catch {
        return false;
      }
    }, MSG.urlInvalid),
  ),
  events: array(oneOf(WEBHOOK_EVENT_NAMES)).check(minLength(1, MSG.eventsRequired)),
  is_active: boolean(),
});

/** The new API key dialog's rule (the API's apiKeyBody, in zod's mini build). */
export const apiKeyForm = object({
  name: string().check(trim(), minLength(1, MSG.nameRequired), maxLength(API_KEY_NAME_MAX, `The name may not be greater than ${API_KEY_NAME_MAX} characters.`)),
});
