/** Favourite colours (doc 2 s7): shared by the location's team, offered in every colour picker. */
export const FAVORITE_COLORS_MAX = 24;
/** The kit's one colour pattern (flagless for the OpenAPI document). */
import { HEX_COLOR } from "@/lib/http/patterns";
export { HEX_COLOR };

export const FAVORITE_COLOR_MSG = {
  invalid: "The color must be a hex colour such as #2f7eed.",
  full: `You can keep up to ${FAVORITE_COLORS_MAX} favorite colors. Remove one to add another.`,
} as const;
