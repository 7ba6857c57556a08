import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { getDb } from "@/db";
import { authRoutes } from "@/lib/auth/routes";
import { contactsRoutes } from "@/lib/contacts/routes";
import { healthRoutes } from "./health";
import { outboxRoutes } from "@/lib/mailbox/outbox-routes";
import { mailboxRoutes } from "@/lib/mailbox/routes";
import { smsRoutes } from "@/lib/platform/sms/routes";
import { activityRoutes } from "@/lib/activity/routes";
import { usersRoutes } from "@/lib/users/routes";
import { billingRoutes } from "@/lib/billing/routes";
import { realtimeRoutes } from "@/lib/platform/realtime/routes";
import { filesRoutes } from "@/lib/platform/files/routes";
import type { ApiEnv } from "@/lib/http/env";
import { AppError } from "@/lib/http/errors";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

/** Errors map to the spec's wire shapes here, and only here. */
function withErrors<T extends OpenAPIHono<ApiEnv>>(app: T): T {
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ message: err.message, ...err.body }, err.status);
    if (err instanceof HTTPException) {
      // Malformed JSON and other request-shape failures are the client's: 422, never 500.
      if (err.status === 400) {
        return c.json({ message: err.message || "The given data was invalid.", errors: { body: [err.message || "Malformed request body."] } }, 422);
      }
      return c.json({ message: err.message }, err.status);
    }
    console.error(err);
    return c.json({ message: "Server Error" }, 500);
  });
  app.notFound((c) => c.json({ message: "Not Found." }, 404));
  return app;
}

function base(path: string) {
  const app = new OpenAPIHono<ApiEnv>().basePath(path);
  app.use(apiSecurityHeaders);
  app.use(async (c, next) => {
    c.set("db", await getDb());
    await next();
  });
  return withErrors(app);
}

export const api = base("/api/v3").route("/", healthRoutes).route("/", authRoutes).route("/", contactsRoutes).route("/", outboxRoutes).route("/", usersRoutes).route("/", mailboxRoutes).route("/", smsRoutes).route("/", activityRoutes).route("/", realtimeRoutes).route("/", filesRoutes);

const OPENAPI_CONFIG = {
  openapi: "3.1.0",
  info: { title: "CoachOS API", version: "3", description: "The main API. Lists answer { data, current_page, last_page, per_page, total }; validation errors 422 { message, errors }." },
  servers: [{ url: "/" }],
};
api.doc31("/openapi.json", OPENAPI_CONFIG);
api.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });

/** The generated OpenAPI document of every service (for /api-docs). */
export function openApiDocuments() {
  return [api, billingApi, checkoutApi].map((app) => app.getOpenAPI31Document(OPENAPI_CONFIG));
}

export const billingApi = base("/api/billing").route("/", billingRoutes);
export const checkoutApi = base("/api/checkout");
