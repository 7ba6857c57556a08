import { describe, expect, it } from "vitest";
import { GET } from "../../app/api/auth/[...nextauth]/route";

const params = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

describe("GET /api/auth/callback/credentials", () => {
  it("sends a browser to Login instead of answering 500", async () => {
    const res = await GET(new Request("http://127.0.0.1:3000/api/auth/callback/credentials"), params("callback", "credentials"));
    expect(res.status).toBe(303);
    // Relative: the browser stays on the host it used.
    expect(res.headers.get("location")).toBe("/login");
  });

  it("does the same for any callback and never echoes a callbackUrl", async () => {
    const res = await GET(
      new Request("http://127.0.0.1:3000/api/auth/callback/credentials?callbackUrl=https://evil.example"),
      params("callback", "credentials"),
    );
    expect(res.headers.get("location")).toBe("/login");
  });
});

describe("next-auth's redirect callback", () => {
  it("goes through the one safe-redirect check", async () => {
    const { authOptions } = await import("../../lib/auth/next-auth");
    const redirect = authOptions().callbacks!.redirect!;
    const baseUrl = "http://127.0.0.1:3000";
    const r = (url: string) => redirect({ url, baseUrl });
    expect(await r("/contacts?status=clients")).toBe(`${baseUrl}/contacts?status=clients`);
    expect(await r(`${baseUrl}/home`)).toBe(`${baseUrl}/home`);
    expect(await r("/%09/evil.example")).toBe(`${baseUrl}/login`);
    expect(await r("https://evil.example/x")).toBe(`${baseUrl}/login`);
    expect(await r(`${baseUrl}.evil.example/x`)).toBe(`${baseUrl}/login`);
  });
});
