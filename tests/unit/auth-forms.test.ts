import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { forgotForm, loginForm, newPasswordForm, skipTrialForm, twofaForm } from "../../lib/auth/forms";
import { forgotBody, loginBody, resetBody, skipTrialBody, verifyTwofaBody } from "../../lib/auth/schemas";

/** field -> messages, from either zod build's issues */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return null;
  const out: Record<string, string[]> = {};
  for (const i of result.error!.issues) (out[i.path.join(".") || "body"] ??= []).push(i.message);
  return out;
}

const pairs: [string, { safeParse: (v: unknown) => unknown }, z.ZodType, unknown[]][] = [
  ["login", loginForm, loginBody, [{}, { email: "", password: "" }, { email: "nope", password: "x" }, { email: " a@b.co ", password: "x" }]],
  ["forgot", forgotForm, forgotBody, [{ email: "" }, { email: "a@b" }, { email: "a@b.co" }]],
  ["two-factor", twofaForm, verifyTwofaBody, [{}, { code: "12" }, { code: " 123456 " }, { code: "x".repeat(40) }]],
  ["skip trial", skipTrialForm, skipTrialBody, [{}, { password: "" }, { password: "short" }, { password: "longenough" }]],
];

describe("screen forms and API bodies agree", () => {
  for (const [name, form, body, inputs] of pairs) {
    it(`${name}: same verdicts and messages for every input`, () => {
      for (const input of inputs) {
        expect(fieldErrors(form.safeParse(input) as never), JSON.stringify(input)).toEqual(
          fieldErrors(body.safeParse(input) as never),
        );
      }
    });
  }

  it("reset password: the API adds only the token", () => {
    for (const input of [
      { password: "short", password_confirmation: "short" },
      { password: "longenough", password_confirmation: "different1" },
      { password: "longenough", password_confirmation: "longenough" },
    ]) {
      expect(fieldErrors(newPasswordForm.safeParse(input) as never)).toEqual(
        fieldErrors(resetBody.safeParse({ ...input, token: "t" }) as never),
      );
    }
  });

  it("rejects what it should", () => {
    expect(fieldErrors(loginForm.safeParse({ email: "", password: "" }) as never)).toEqual({
      email: ["The email field is required.", "The email must be a valid email address."],
      password: ["The password field is required."],
    });
  });
});
