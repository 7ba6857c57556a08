import { describe, expect, it } from "vitest";
import { safeLocalPath, safeRedirect } from "../../lib/http/safe-redirect";

const ORIGIN = "http://127.0.0.1:3000";

describe("safeRedirect refuses every way off the origin", () => {
  const nasty: [string, unknown][] = [
    ["the reported tab form", "/%09/evil.example"],
    ["a raw tab", "/\t/evil.example"],
    ["a raw newline", "/\n/evil.example"],
    ["an encoded newline", "/%0a/evil.example"],
    ["an encoded carriage return", "/%0D/evil.example"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/contacts"],
    ["triple slash", "///evil.example"],
    ["backslash", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded lower-case backslash", "/%5cevil.example"],
    ["encoded slash", "/%2Fevil.example"],
    ["double-encoded slash", "/%252Fevil.example"],
    ["double-encoded tab", "/%2509/evil.example"],
    ["triple-encoded slash", "/%25252Fevil.example"],
    ["an absolute URL", "https://evil.example/contacts"],
    ["an absolute URL on the app's scheme", "http://evil.example"],
    ["a scheme without slashes", "http:evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "contacts"],
    ["a dot path", "./contacts"],
    ["a leading space", " /contacts"],
    ["a NUL byte", "/contacts\u0000"],
    ["DEL", "/\u007f/evil.example"],
    ["a non-breaking space", "/\u00a0/evil.example"],
    ["a line separator", "/\u2028/evil.example"],
    ["an encoded line separator", "/%E2%80%A8/evil.example"],
    ["malformed escapes", "/%E0%A4%A"],
    ["an empty string", ""],
    ["null", null],
    ["undefined", undefined],
    ["a number", 42],
    ["an array", ["/contacts"]],
    ["a very long path", `/${"a".repeat(3000)}`],
  ];

  it.each(nasty)("%s", (_label, input) => {
    expect(safeLocalPath(input, ORIGIN)).toBeNull();
    expect(safeRedirect(input, "/home", ORIGIN)).toBe("/home");
  });
});

describe("safeRedirect keeps honest same-origin paths", () => {
  const honest: [string, string][] = [
    ["/contacts", "/contacts"],
    ["/contacts?status=clients", "/contacts?status=clients"],
    ["/contacts?q=a%20b", "/contacts?q=a%20b"],
    ["/contact/12/profile#notes", "/contact/12/profile#notes"],
    ["/mailbox/sms?thread=3&page=2", "/mailbox/sms?thread=3&page=2"],
    ["/contacts/../home", "/home"],
    ["/", "/"],
  ];

  it.each(honest)("%s", (input, expected) => {
    expect(safeRedirect(input, "/home", ORIGIN)).toBe(expected);
  });

  it("never returns the origin itself, only the path", () => {
    expect(safeRedirect("/contacts", "/home", "https://app.example")).toBe("/contacts");
  });

  it("works without an origin (the comparison is what matters)", () => {
    expect(safeLocalPath("/contacts?x=1")).toBe("/contacts?x=1");
    expect(safeLocalPath("/%09/evil.example")).toBeNull();
  });
});
