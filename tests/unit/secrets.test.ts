import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../lib/platform/secrets";

describe("sealed secrets", () => {
  it("round-trips, with a fresh IV each time", () => {
    const a = sealSecret("0123456789abcdef0123456789abcdef");
    const b = sealSecret("0123456789abcdef0123456789abcdef");
    expect(a).not.toBe(b);
    expect(openSecret(a)).toBe("0123456789abcdef0123456789abcdef");
  });

  it("refuses tampered or foreign values", () => {
    const [v, iv, tag, ct] = sealSecret("secret").split(".");
    const flipped = ct.slice(0, -1) + (ct.endsWith("A") ? "B" : "A");
    expect(openSecret([v, iv, tag, flipped].join("."))).toBeNull();
    expect(openSecret("plain-token")).toBeNull();
    expect(openSecret("v2.a.b.c")).toBeNull();
  });
});
