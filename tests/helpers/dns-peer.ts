import dns2 from "dns2";
import http from "node:http";
import type { AddressInfo } from "node:net";

const { Packet } = dns2;
const NXDOMAIN = 3; // RFC 1035 RCODE: name error

/** A zone's answers: TXT records as their character strings (a long one split), CNAME targets. */
export type DnsAnswer = { type: "TXT"; strings: string[] } | { type: "CNAME"; target: string };

/**
 * A real DNS server (dns2's UDP server) on an ephemeral port for verify tests: point
 * DNS_SERVERS at `server`. `zone` maps a lowercase name to its records; a name under a
 * `silent` suffix never gets an answer (a timeout); any other name is NXDOMAIN.
 */
export async function startDnsPeer() {
  const zone = new Map<string, DnsAnswer[]>();
  const silent = new Set<string>();
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const [q] = request.questions;
      const name = q.name.toLowerCase();
      if ([...silent].some((s) => name === s || name.endsWith(`.${s}`))) return;
      const response = Packet.createResponseFromRequest(request);
      const records = zone.get(name);
      if (!records) {
        response.header.rcode = NXDOMAIN;
        return send(response);
      }
      for (const r of records) {
        if (r.type === "TXT" && q.type === Packet.TYPE.TXT) response.answers.push({ name: q.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: r.strings } as never);
        if (r.type === "CNAME" && q.type === Packet.TYPE.CNAME) response.answers.push({ name: q.name, type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: 60, domain: r.target } as never);
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } } as never);
  const port = (addresses as { udp: AddressInfo }).udp.port;
  const split = (v: string) => v.match(/.{1,255}/g) ?? [""];
  const txt = (name: string, ...values: string[]) => {
    const key = name.toLowerCase();
    zone.set(key, [...(zone.get(key) ?? []), ...values.map((v) => ({ type: "TXT" as const, strings: split(v) }))]);
  };
  const cname = (name: string, target: string) => zone.set(name.toLowerCase(), [{ type: "CNAME", target }]);
  // The e2e run's browser publishes records over HTTP (POST { name, type, value }), as a coach
  // would at their DNS host; in-process tests call txt/cname directly.
  let control: http.Server | null = null;
  async function startControl(): Promise<string> {
    control = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        try {
          const r = JSON.parse(body) as { name: string; type: "TXT" | "CNAME"; value: string };
          if (r.type === "CNAME") cname(r.name, r.value);
          else txt(r.name, r.value);
          res.writeHead(204).end();
        } catch {
          res.writeHead(422).end();
        }
      });
    });
    await new Promise<void>((r) => control!.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(control.address() as AddressInfo).port}/records`;
  }
  return {
    server: `127.0.0.1:${port}`,
    startControl,
    zone,
    silent,
    /** Publishes TXT records, each split into 255-byte strings as a DNS host does with long values. */
    txt: (name: string, value: string, ...more: string[]) => txt(name, value, ...more),
    cname,
    close: async () => {
      await new Promise<void>((r) => (control ? control.close(() => r()) : r()));
      await server.close();
    },
  };
}
export type DnsPeer = Awaited<ReturnType<typeof startDnsPeer>>;
