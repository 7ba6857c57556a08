/**
 * Stripe's test cards, as the embedded processor follows them
 * (https://docs.stripe.com/testing). Any future expiry and any CVC are accepted.
 */
export type CardBehaviour =
  | { kind: "succeed" }
  | { kind: "authenticate" } // 3DS required on every payment
  | { kind: "decline"; code: string; decline_code: string; message: string }
  | { kind: "fail_later" }; // attaches fine, every later charge declines

const DECLINED = "Your card was declined.";

export const TEST_CARDS: Record<string, CardBehaviour> = {
  "4242424242424242": { kind: "succeed" },
  "5555555555554444": { kind: "succeed" },
  "4000002500003155": { kind: "authenticate" },
  "4000002760003184": { kind: "authenticate" },
  "4000000000009995": { kind: "decline", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000002": { kind: "decline", code: "card_declined", decline_code: "generic_decline", message: DECLINED },
  "4000000000000341": { kind: "fail_later" },
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}
