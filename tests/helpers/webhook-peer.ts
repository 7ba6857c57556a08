import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the peer received: its headers and its body as sent. */
export type ReceivedHook = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A local receiver for the webhooks the app sends (e2e and integration tests): answers 200 to
 * every POST and keeps what it got. The app runs with WEBHOOK_ALLOW_PRIVATE=1 so it may call
 * 127.0.0.1, and no test depends on the machine's DNS or network.
 */
export async function startWebhookPeer() {
  const received: ReceivedHook[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (req.method === "POST") received.push({ path: req.url ?? "/", headers: req.headers, body });
      res.writeHead(req.method === "POST" ? 200 : 405).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise((r) => server.close(r)),
  };
}
