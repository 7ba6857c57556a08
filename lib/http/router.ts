import type { Context } from "hono";
import { zodToFieldErrors } from "./validation";

/** What @hono/zod-validator hands the hook: the input it validated (`data`) and zod's result. */
type HookResult = { data?: unknown } & ({ success: true } | { success: false; error: Parameters<typeof zodToFieldErrors>[0] });

/** Validation failures answer the spec's 422 `{ message, errors }` (doc 1 s8). */
export function validationHook(result: HookResult, c: Context) {
  if (!result.success) {
    const errors = zodToFieldErrors(result.error, { input: result.data });
    const message = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
    return c.json({ message, errors }, 422);
  }
}
