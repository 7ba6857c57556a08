import { z } from "@hono/zod-openapi";
import { RICH_TEXT_MAX } from "./constants";

/**
 * A rich-text body field. The schema only bounds it; the service sanitizes it
 * (`sanitizeRichText`) before storing, so the browser bundle never carries the sanitizer.
 */
export function richText(max: number = RICH_TEXT_MAX) {
  return z.string().max(max, `The content may not be greater than ${max} characters.`);
}
