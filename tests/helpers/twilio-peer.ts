import http from "node:http";
import type { AddressInfo } from "node:net";

/** A local peer speaking Twilio's REST API (TWILIO_API_BASE points the real SDK at it). */
export async function startTwilioPeer() {
  const state = { owned: new Map<string, string[]>(), sent: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url!, "http://peer");
      const account = /\/Accounts\/(AC\w+)/.exec(url.pathname)?.[1] ?? "";
      // A sent message: a SID of its own, as Twilio gives (the outbox keys messages by it).
      const message = req.method === "POST" && /\/Messages\.json$/.test(url.pathname);
      const body = message
        ? { sid: `SM${String(++state.sent).padStart(32, "0")}`, account_sid: account, status: "queued", num_segments: "1" }
        : url.pathname.includes("IncomingPhoneNumbers")
        ? {
            incoming_phone_numbers: (state.owned.get(account) ?? [])
              .filter((n) => n === url.searchParams.get("PhoneNumber"))
              .map((n, i) => ({ sid: `PN${i}`, phone_number: n })),
            next_page_uri: null,
            page: 0,
            page_size: 1,
            uri: url.pathname,
          }
        : { sid: account, status: "active" };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.TWILIO_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Which numbers each Twilio account really holds. */
    own(accountSid: string, ...numbers: string[]) {
      state.owned.set(accountSid, numbers);
    },
    async stop() {
      delete process.env.TWILIO_API_BASE;
      await new Promise((r) => server.close(r));
    },
  };
}
