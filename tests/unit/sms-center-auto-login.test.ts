import { describe, expect, it } from "vitest";
import { autoLoginTarget, wantsAutoLogin } from "../../lib/sms-center/auto-login";

const q = (s: string) => new URLSearchParams(s);

describe("message centre auto-login", () => {
  it("applies only to the message and SMS centres with a token", () => {
    expect(wantsAutoLogin("/message-center", q("auto_login=1&user=7&access_token=abc"))).toBe(true);
    expect(wantsAutoLogin("/sms-center", q("auto_login=true&access_token=abc"))).toBe(true);
    expect(wantsAutoLogin("/message-center", q("auto_login=1"))).toBe(false);
    expect(wantsAutoLogin("/message-center", q("access_token=abc"))).toBe(false);
    expect(wantsAutoLogin("/contacts", q("auto_login=1&access_token=abc"))).toBe(false);
  });

  it("leaves the sign-in parameters out of the screen it loads", () => {
    expect(autoLoginTarget("/message-center", q("auto_login=1&user=7&access_token=abc"))).toBe("/message-center");
    expect(autoLoginTarget("/sms-center", q("auto_login=1&user=7&access_token=abc&channel=portal&contact=12"))).toBe("/sms-center?channel=portal&contact=12");
  });
});
