/** Favourite colours (doc 2 s7): shared by the location's team, offered in every colour picker. */
export const FAVORITE_COLORS_MAX = 24;
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const FAVORITE_COLOR_MSG = {
  invalid: "The color must be a hex colour such as #2f7eed.",
  full: `You can keep up to ${FAVORITE_COLORS_MAX} favorite colors. Remove one to add another.`,
} as const;
