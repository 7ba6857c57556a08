import "server-only";
import { Resolver } from "node:dns/promises";
import { DNS_TIMEOUT_DEFAULT_MS } from "./constants";

/**
 * Real DNS lookups for verify. DNS_SERVERS (comma separated, "host" or "host:port") picks the
 * servers, else the system's; DNS_TIMEOUT_MS bounds one lookup. A name with no such record
 * answers an empty list; a timeout or a server failure answers `failed`, which verify reports
 * as that record's error (never a 500).
 */
export type Lookup<T> = { values: T[]; failed?: string };

function resolver(): Resolver {
  const timeout = Number(process.env.DNS_TIMEOUT_MS) || DNS_TIMEOUT_DEFAULT_MS;
  const r = new Resolver({ timeout, tries: 1 });
  const servers = (process.env.DNS_SERVERS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (servers.length) r.setServers(servers);
  return r;
}

const ABSENT = new Set(["ENODATA", "ENOTFOUND", "NOTFOUND", "ENONAME"]);

function failure(host: string, err: unknown): string | null {
  const code = (err as { code?: string }).code ?? "";
  if (ABSENT.has(code)) return null;
  if (code === "ETIMEOUT") return `the DNS lookup of ${host} timed out`;
  return `the DNS lookup of ${host} failed (${code || "error"})`;
}

/** TXT records of a name, each record's character strings joined (long DKIM keys come split). */
export async function lookupTxt(host: string): Promise<Lookup<string>> {
  try {
    const rows = await resolver().resolveTxt(host);
    return { values: rows.map((chunks) => chunks.join("")) };
  } catch (err) {
    const failed = failure(host, err);
    return failed ? { values: [], failed } : { values: [] };
  }
}

export async function lookupCname(host: string): Promise<Lookup<string>> {
  try {
    return { values: (await resolver().resolveCname(host)).map((v) => v.toLowerCase().replace(/\.$/, "")) };
  } catch (err) {
    const failed = failure(host, err);
    return failed ? { values: [], failed } : { values: [] };
  }
}
