/**
 * What a sign-in screen's server action answers when it does not redirect: the spec's
 * field errors (same messages as the API's 422 `errors`), the values to keep in the form,
 * and for some screens a status. Rendered by the server with or without JavaScript.
 */
export type AuthFormState = {
  errors?: Record<string, string[] | undefined>;
  values?: Record<string, string>;
  /** A screen-level message: "sent" on Forgot, "expired" on Reset. */
  status?: "sent" | "expired";
  message?: string;
};

export type AuthFormAction = (prev: AuthFormState, form: FormData) => Promise<AuthFormState>;

export const firstError = (s: AuthFormState, field: string) => s.errors?.[field]?.[0];
