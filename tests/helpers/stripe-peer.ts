import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local peer answering Stripe's REST reads (GET /v1/{collection}/{id}) from objects a test
 * puts in it; STRIPE_API_BASE points the real `stripe` SDK at it. It records every request
 * (method, path, connected account) so a test can check nothing was charged.
 */
export async function startStripePeer() {
  const objects = new Map<string, Record<string, unknown>>();
  const requests: { method: string; path: string; account: string | null }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url!, "http://peer");
      requests.push({ method: req.method!, path: url.pathname, account: (req.headers["stripe-account"] as string | undefined) ?? null });
      const m = /^\/v1\/(\w+)\/([\w-]+)$/.exec(url.pathname);
      const found = req.method === "GET" && m ? objects.get(`${m[1]}/${m[2]}`) : undefined;
      if (!found) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${m?.[2] ?? url.pathname}'` } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const saved = { base: process.env.STRIPE_API_BASE, key: process.env.STRIPE_SECRET_KEY };
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.STRIPE_SECRET_KEY = "sk_test_peer";
  return {
    requests,
    /** Puts (or replaces) an object: `collection` as in Stripe's paths (subscriptions, invoices…). */
    put(collection: string, object: { id: string } & Record<string, unknown>) {
      objects.set(`${collection}/${object.id}`, object);
    },
    async stop() {
      for (const [k, v] of [["STRIPE_API_BASE", saved.base], ["STRIPE_SECRET_KEY", saved.key]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await new Promise((r) => server.close(r));
    },
  };
}
