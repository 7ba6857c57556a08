import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import {
  activateBody,
  activateResponse,
  changeEmailBody,
  changePhoneBody,
  codeBody,
  codeSentResponse,
  createAccountBody,
  createAccountResponse,
  signupDetails as signupDetailsSchema,
  signupTokenParam,
  statusMessage,
  subscriptionPlan,
  verifyBusinessBody,
} from "./schemas";
import {
  activateSignup,
  changeEmail,
  changePhone,
  createSignup,
  listPlans,
  resendCode,
  signupDetails,
  verifyBusiness,
  verifyCode,
} from "./service";

/*
 * Sign-up (doc 1 "Account sign-up"). Every call is public: the person has no session yet.
 * The sign-up token in the path is the key (stored hashed, 7 days, spent on activation);
 * an unknown, spent or expired token answers 404.
 */
const open = { tenancy: "public", params: signupTokenParam } as const;

export const accountSignupModule = defineModule("account-signup", [
  post("/account/create", { tenancy: "public", answers: [403], body: createAccountBody, response: createAccountResponse, status: 201, summary: "Start a sign-up" },
    ({ db, body }) => createSignup(db, body)),
  get("/account/subscription-plans", { tenancy: "public", response: dataOf(z.array(subscriptionPlan)), summary: "Plans on offer" },
    async ({ db }) => ({ data: await listPlans(db) })),
  get("/account/{token}/details", { ...open, response: dataOf(signupDetailsSchema), summary: "Where the sign-up stands" },
    async ({ db, params }) => ({ data: await signupDetails(db, params.token) })),
  post("/account/{token}/resend-verification-code", { ...open, response: codeSentResponse },
    ({ db, params }) => resendCode(db, params.token, "email")),
  post("/account/{token}/verify-email", { ...open, body: codeBody, response: statusMessage },
    ({ db, params, body, ip }) => verifyCode(db, params.token, "email", body.code, ip)),
  post("/account/{token}/resend-phone-verification-code", { ...open, response: codeSentResponse },
    ({ db, params }) => resendCode(db, params.token, "phone")),
  post("/account/{token}/verify-phone", { ...open, body: codeBody, response: statusMessage },
    ({ db, params, body, ip }) => verifyCode(db, params.token, "phone", body.code, ip)),
  post("/account/{token}/change-email", { ...open, answers: [403], body: changeEmailBody, response: statusMessage },
    ({ db, params, body }) => changeEmail(db, params.token, body.email)),
  post("/account/{token}/change-phone", { ...open, body: changePhoneBody, response: statusMessage },
    ({ db, params, body }) => changePhone(db, params.token, body.phone)),
  post("/account/{token}/verify-business", { ...open, body: verifyBusinessBody, response: statusMessage },
    ({ db, params, body }) => verifyBusiness(db, params.token, body)),
  post("/account/{token}/activate", { ...open, answers: [403], body: activateBody, response: activateResponse, summary: "Create the account and sign in" },
    ({ db, params, body }) => activateSignup(db, params.token, body.plan_id)),
]);
