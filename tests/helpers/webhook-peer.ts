import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local receiver for the webhooks the app sends (e2e): answers 200 to every POST. The server
 * under test runs with WEBHOOK_ALLOW_PRIVATE=1 so it may call 127.0.0.1, and no test depends on
 * the machine's DNS or network.
 */
export async function startWebhookPeer() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(req.method === "POST" ? 200 : 405).end());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}
