"use client";

import type { z } from "@hono/zod-openapi";
import { apiFetch } from "@/lib/http/client";
import type { activateResponse, codeSentResponse, createAccountResponse, statusMessage } from "./schemas";

/** The sign-up calls, typed from the routes' answer schemas. */

type Status = z.infer<typeof statusMessage>;
const at = (token: string, call: string) => `/account/${encodeURIComponent(token)}/${call}`;

export const signupApi = {
  create: (body: unknown) => apiFetch<z.infer<typeof createAccountResponse>>("/account/create", { method: "POST", body }),
  resend: (token: string, channel: "email" | "phone") =>
    apiFetch<z.infer<typeof codeSentResponse>>(at(token, channel === "email" ? "resend-verification-code" : "resend-phone-verification-code"), { method: "POST" }),
  verify: (token: string, channel: "email" | "phone", code: string) =>
    apiFetch<Status>(at(token, channel === "email" ? "verify-email" : "verify-phone"), { method: "POST", body: { code } }),
  changeEmail: (token: string, body: unknown) => apiFetch<Status>(at(token, "change-email"), { method: "POST", body }),
  changePhone: (token: string, body: unknown) => apiFetch<Status>(at(token, "change-phone"), { method: "POST", body }),
  verifyBusiness: (token: string, body: unknown) => apiFetch<Status>(at(token, "verify-business"), { method: "POST", body }),
  activate: (token: string, planId: number) => apiFetch<z.infer<typeof activateResponse>>(at(token, "activate"), { method: "POST", body: { plan_id: planId } }),
};
