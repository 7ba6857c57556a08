import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./env";
import { zodToFieldErrors } from "./validation";

/** Every module's routes hang on a router made here, so validation answers the spec's 422. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const errors = zodToFieldErrors(result.error);
        const message = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
        return c.json({ message, errors }, 422);
      }
    },
  });
}
