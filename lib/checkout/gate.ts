import "server-only";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { answering } from "@/lib/http/error-responses";

/** Checkout is a per-user feature (users.checkout_enabled): without it every call is a 404. */
export const checkoutEnabled = answering(
  [404],
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!c.get("ctx")?.checkoutEnabled) throw new AppError(404, "Not Found.");
    await next();
  }),
);

const gated = <const A extends "view" | "create" | "update" | "delete">(action: A) => ({
  tenancy: "location" as const,
  permit: ["checkouts", action] as const,
  middleware: [checkoutEnabled] as MiddlewareHandler<ApiEnv>[],
});

/** The route specs the checkout host's calls share: the gate, then the checkouts permission. */
export const access = { view: gated("view"), create: gated("create"), update: gated("update"), remove: gated("delete") };
