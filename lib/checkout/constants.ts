/** Checkout constants (doc 3 s9) and the spec's messages, named. */

/** A checkout token lives 12 hours (POST /user/create-token). */
export const CHECKOUT_TOKEN_TTL_MS = 12 * 3_600_000;

export const PRODUCT_LIST_PER_PAGE = 6;
export const PRODUCT_SORTS = ["ordering", "date_created", "name", "price"] as const;
export const PRODUCT_TYPES = ["one_time", "subscription"] as const;
export const INTERVALS = ["week", "month", "year"] as const;
export const MAX_BUMPS = 3;
/** Declined payments after which an order is locked (the buyer starts over). */
export const MAX_DECLINES = 5;

/** The product page's defaults (doc 3 s9). */
export const DEFAULT_TEMPLATE = {
  font_family: "Inter",
  font_weight: 600,
  headline_size: 50,
  sub_headline_size: 25,
  element_color: "#2f7eed",
  block_background: "#eff5ff",
  timer_color: "#f2a31d",
  button_background: "#2c3e50",
  cover_color: "#1976d2",
  proof_headline: "Happy Clients",
  payment_button_text: "Place Order",
  bump_acceptance_text: "Yes, I want this!",
  guarantee_headline: "You Are Protected",
  countdown: { enabled: false, mode: "fixed" as "fixed" | "visitor", ends_at: null as string | null, minutes: 15 },
  proofs: [] as { id: string; name: string; text: string }[],
};

export const MESSAGES = {
  renamed: "Product has been renamed successfully!",
  archived: "Product has been archive/unarchive successfully!",
  duplicated: "Product has been duplicated successfully!",
  templateUpdated: "Template has been updated successfully!",
  couponApplied: "Coupon has been applied!",
} as const;
