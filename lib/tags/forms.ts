import { maxLength, minLength, object, string, trim } from "zod/mini";
import { TAG_NAME_MAX } from "./constants";

/** The profile's "add a tag" field (browser rules; the API checks the same with tagCreate). */
export const addTagForm = object({
  tag: string().check(trim(), minLength(1, "Type a tag name."), maxLength(TAG_NAME_MAX, `The name may not be greater than ${TAG_NAME_MAX} characters.`)),
});

/** Create and edit a tag (the /tags screen). `tag_type` is the select's value ("1", "2", "3"). */
export const tagForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(TAG_NAME_MAX, `The name may not be greater than ${TAG_NAME_MAX} characters.`)),
  tag_type: string(),
});
