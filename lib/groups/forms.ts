import { array, maxLength, minLength, number, object, string, trim } from "zod/mini";
import { GROUP_DESCRIPTION_MAX, GROUP_MEMBERS_MAX, GROUP_MSG, GROUP_NAME_MAX } from "./constants";

/** Create or edit a group (browser rules; the API checks the same with groupCreate / groupEdit). */
export const groupForm = object({
  name: string().check(trim(), minLength(1, GROUP_MSG.nameRequired), maxLength(GROUP_NAME_MAX, `The name may not be greater than ${GROUP_NAME_MAX} characters.`)),
  description: string().check(trim(), maxLength(GROUP_DESCRIPTION_MAX, `The description may not be greater than ${GROUP_DESCRIPTION_MAX} characters.`)),
  contacts: array(object({ id: number(), name: string() })).check(maxLength(GROUP_MEMBERS_MAX, `Add at most ${GROUP_MEMBERS_MAX} contacts at once.`)),
});

/** Add contacts to a group. */
export const groupAddForm = object({
  contacts: array(object({ id: number(), name: string() })).check(minLength(1, "Choose at least one contact."), maxLength(GROUP_MEMBERS_MAX, `Add at most ${GROUP_MEMBERS_MAX} contacts at once.`)),
});

/** The contact bulk bar's "Add to group". */
export const addToGroupForm = object({ group_id: string().check(minLength(1, "Choose a group.")) });
