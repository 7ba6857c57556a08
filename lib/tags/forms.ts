import { maxLength, minLength, object, string, trim } from "zod/mini";
import { TAG_NAME_MAX } from "./constants";

/** The profile's "add a tag" field (browser rules; the API checks the same with tagCreate). */
export const addTagForm = object({
  tag: string().check(trim(), minLength(1, "Type a tag name."), maxLength(TAG_NAME_MAX, `The name may not be greater than ${TAG_NAME_MAX} characters.`)),
});
