/** The typed API client: paths, inputs and answers come from the route declarations. */
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { api } from "../../lib/api/client";

const calls: { url: string; init: RequestInit }[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal("window", { location: { origin: "http://app.test" } });
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe("typed client", () => {
  it("fills path params, sends the query and body, and types the answer from the schema", async () => {
    answer({ data: { id: 7, html: "<p>x</p>" } });
    const res = await api.get("/mailbox/messages/{id}", { params: { id: 7 } });
    expect(calls[0].url).toBe("http://app.test/api/v3/mailbox/messages/7");
    expectTypeOf(res.data.html).toEqualTypeOf<string>();
    // Dates arrive as strings over JSON.
    expectTypeOf(res.data.created_at).toEqualTypeOf<string>();

    answer({ data: [], current_page: 2, last_page: 2, per_page: 25, total: 26 });
    const page = await api.get("/contact/list", { query: { page: 2, search: "ann" } });
    expect(calls[1].url).toBe("http://app.test/api/v3/contact/list?page=2&search=ann");
    expectTypeOf(page.total).toEqualTypeOf<number>();

    answer({ access_token: "t" });
    await api.post("/auth/login", { body: { email: "a@b.co", password: "x" } });
    expect(calls[2].init.method).toBe("POST");
    expect(JSON.parse(String(calls[2].init.body))).toEqual({ email: "a@b.co", password: "x" });
  });

  it("throws the spec's error body on a failed call", async () => {
    answer({ message: "The email field is required.", errors: { email: ["The email field is required."] } }, 422);
    await expect(api.post("/auth/login", { body: { email: "", password: "" } })).rejects.toMatchObject({ status: 422, body: { errors: { email: ["The email field is required."] } } });
  });

  it("refuses unknown paths and missing params at compile time", () => {
    // Checked by `npm run typecheck`; never run.
    const compileOnly = () => {
      // @ts-expect-error not a declared route
      void api.get("/no/such/route");
      // @ts-expect-error the path needs its id
      void api.get("/mailbox/messages/{id}");
      // @ts-expect-error the login body is required
      void api.post("/auth/login");
    };
    expect(typeof compileOnly).toBe("function");
  });
});
