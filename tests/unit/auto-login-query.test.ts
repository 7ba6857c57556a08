import { describe, it, expect } from "vitest";
import { decodeAutoLoginQuery, parseAutoLoginQuery } from "../../lib/routing/auto-login";

describe("decodeAutoLoginQuery", () => {
  it('decodes "|" as "&" and ":" as "="', () => {
    expect(decodeAutoLoginQuery("/admin-settings", "tab:plans|module:billing"))
      .toBe("/admin-settings?tab=plans&module=billing");
  });

  it("returns the bare path without a query", () => {
    expect(decodeAutoLoginQuery("/contacts", null)).toBe("/contacts");
    expect(decodeAutoLoginQuery("/contacts", "")).toBe("/contacts");
  });

  it("URL-encodes keys and values", () => {
    expect(decodeAutoLoginQuery("/x", "q:a b&c|k=1:v")).toBe("/x?q=a+b%26c&k%3D1=v");
  });

  it("splits on the first colon only and tolerates empty pairs", () => {
    expect(parseAutoLoginQuery("time:10:30||flag")).toEqual([["time", "10:30"], ["flag", ""]]);
    expect(decodeAutoLoginQuery("/x", "time:10:30||flag")).toBe("/x?time=10%3A30&flag=");
  });

  it("keeps a query already on the redirect path", () => {
    expect(decodeAutoLoginQuery("/sms-center?a=1", "b:2")).toBe("/sms-center?a=1&b=2");
  });

  it("falls back to /home when redirect is missing", () => {
    expect(decodeAutoLoginQuery(null, "tab:plans")).toBe("/home");
    expect(decodeAutoLoginQuery("", null)).toBe("/home");
  });

  it("rejects open redirects", () => {
    for (const bad of [
      "//evil.com", "//evil.com/path", "/\\evil.com", "https://evil.com", "http:/evil.com",
      "evil.com", "javascript:alert(1)", "/\t/evil.com", " /contacts",
    ]) {
      expect(decodeAutoLoginQuery(bad, "a:b"), bad).toBe("/home");
    }
  });
});
