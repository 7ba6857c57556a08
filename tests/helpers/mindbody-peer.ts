import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

/**
 * A local peer answering like the Mindbody Public API v6 (MINDBODY_BASE_URL points the app's
 * client at it): POST /usertoken/issue and GET /client/clients with Limit/Offset pagination,
 * the documented { Error: { Message, Code } } bodies, 401 for a wrong login or token.
 */
export type FakeClient = {
  Id: string;
  FirstName: string;
  LastName: string;
  Email: string | null;
  MobilePhone?: string | null;
  BirthDate?: string | null;
  Gender?: string | null;
};

export type FakeSite = { username: string; password: string; clients: FakeClient[] };

export async function startMindbodyPeer(apiKey = "test-developer-key") {
  const sites = new Map<string, FakeSite>();
  const tokens = new Map<string, string>(); // token -> site id
  const state = { hang: false, dropNext: 0, /** The API answers at most 200 clients a page, whatever Limit asks. */ maxLimit: 200, requests: [] as { method: string; path: string; headers: http.IncomingHttpHeaders; query: Record<string, string> }[] };

  const send = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const error = (res: http.ServerResponse, status: number, Code: string, Message: string) => send(res, status, { Error: { Message, Code } });

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url!, "http://peer");
      const path = url.pathname.replace(/^\/public\/v6/, "");
      state.requests.push({ method: req.method!, path, headers: req.headers, query: Object.fromEntries(url.searchParams) });
      if (state.hang) return; // never answers: the client's timeout must end the call
      if (state.dropNext > 0) {
        // Closes the connection without an answer, as a server ending an idle keep-alive does.
        state.dropNext--;
        return req.socket.destroy();
      }
      if (req.headers["api-key"] !== apiKey) return error(res, 401, "DeniedAccess", "Invalid Api-Key.");
      const siteId = String(req.headers["siteid"] ?? "");
      const site = sites.get(siteId);
      if (!site) return error(res, 400, "InvalidSiteId", "The SiteId is not valid or the site has not activated this source.");

      if (req.method === "POST" && path === "/usertoken/issue") {
        let body: { Username?: string; Password?: string } = {};
        try {
          body = JSON.parse(raw);
        } catch {
          return error(res, 400, "InvalidParameter", "The request body is not valid JSON.");
        }
        if (body.Username !== site.username || body.Password !== site.password) return error(res, 401, "InvalidCredentials", "Invalid credentials.");
        const token = randomUUID().replace(/-/g, "");
        tokens.set(token, siteId);
        return send(res, 200, { TokenType: "Bearer", AccessToken: token, User: { Id: 1, FirstName: "Site", LastName: "Owner", Type: "Owner" } });
      }

      if (req.method === "GET" && path === "/client/clients") {
        const auth = String(req.headers.authorization ?? "");
        if (tokens.get(auth) !== siteId) return error(res, 401, "DeniedAccess", "Authorization token is invalid or expired.");
        const limit = Math.min(Number(url.searchParams.get("Limit") ?? 100), state.maxLimit);
        const offset = Number(url.searchParams.get("Offset") ?? 0);
        const page = site.clients.slice(offset, offset + limit);
        return send(res, 200, {
          PaginationResponse: { RequestedLimit: limit, RequestedOffset: offset, PageSize: page.length, TotalResults: site.clients.length },
          Clients: page.map((c) => ({ Active: true, Status: "Active", HomePhone: null, ...c, UniqueId: Number(c.Id) || 0 })),
        });
      }
      error(res, 404, "NotFound", "No such endpoint.");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/v6`;

  return {
    baseUrl,
    apiKey,
    state,
    site(siteId: string, site: FakeSite) {
      sites.set(siteId, site);
      return site;
    },
    /** Points the app at this peer (configured), as the server's environment would. */
    configure() {
      process.env.MINDBODY_BASE_URL = baseUrl;
      process.env.MINDBODY_API_KEY = apiKey;
    },
    async stop() {
      delete process.env.MINDBODY_BASE_URL;
      delete process.env.MINDBODY_API_KEY;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
