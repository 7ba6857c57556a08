import { array, boolean, email, maxLength, minLength, number, object, record, string, trim } from "zod/mini";

/** Browser rules of the location form (the API checks the same with locationBody). */
export const locationForm = object({
  businessname: string().check(trim(), minLength(1, "The business name field is required."), maxLength(120, "The business name may not be greater than 120 characters.")),
});

/** Browser rules of the user form (the API checks the same with userSaveBody, and what may be granted). */
export const userForm = object({
  full_name: string().check(trim(), minLength(1, "The full name field is required."), maxLength(120, "The full name may not be greater than 120 characters.")),
  email: string().check(trim(), email("The email must be a valid email address."), maxLength(190, "The email may not be greater than 190 characters.")),
  location_ids: array(number()).check(minLength(1, "Choose at least one location.")),
  is_super_user: boolean(),
  permissions: record(string(), record(string(), boolean())),
});
