import { describe, expect, it } from "vitest";
import { disableTwofaForm, enableTwofaForm, profileForm } from "../../lib/users/forms";
import { disableTwofaBody, enableTwofaBody, updateProfileBody } from "../../lib/users/schemas";

/** field -> messages, from either zod build's issues */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return null;
  const out: Record<string, string[]> = {};
  for (const i of result.error!.issues) (out[i.path.join(".") || "body"] ??= []).push(i.message);
  return out;
}

describe("the profile and 2FA dialogs' forms agree with the API bodies", () => {
  it("enable and disable 2FA: same verdicts and messages", () => {
    for (const input of [{}, { code: "12", password: "" }, { code: " 123456 ", password: "x" }, { code: "12345a", password: "pw" }]) {
      expect(fieldErrors(enableTwofaForm.safeParse(input) as never), JSON.stringify(input)).toEqual(fieldErrors(enableTwofaBody.safeParse(input) as never));
    }
    for (const input of [{}, { password: "" }, { password: "x" }]) {
      expect(fieldErrors(disableTwofaForm.safeParse(input) as never)).toEqual(fieldErrors(disableTwofaBody.safeParse(input) as never));
    }
  });

  it("Edit Profile: the email and password rules say the same (empty password fields mean no change)", () => {
    const base = { full_name: "Pat", email: "pat@example.com", password: "", password_confirmation: "", current_password: "" };
    const cases = [
      {},
      { email: "" },
      { email: "nope" },
      { password: "short", password_confirmation: "short" },
      { password: "longenough", password_confirmation: "longenougx" },
      { password: "longenough", password_confirmation: "longenough" },
    ];
    for (const patch of cases) {
      const values = { ...base, ...patch };
      // What the dialog sends: empty password fields are left out.
      const sent = { email: values.email, full_name: values.full_name, ...(values.password ? { password: values.password, password_confirmation: values.password_confirmation } : {}) };
      const form = fieldErrors(profileForm.safeParse(values) as never);
      const body = fieldErrors(updateProfileBody.safeParse(sent) as never);
      expect(form === null, JSON.stringify(patch)).toBe(body === null);
      for (const field of ["email", "password"]) expect(form?.[field]?.[0], `${field} ${JSON.stringify(patch)}`).toBe(body?.[field]?.[0]);
    }
  });
});
