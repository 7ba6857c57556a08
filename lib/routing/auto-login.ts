// AutoLogin target: `redirect` is a local path, `query` encodes "&" as "|" and "=" as ":".
import { safeLocalPath } from "@/lib/http/safe-redirect";

export const AUTO_LOGIN_FALLBACK = "/home";

const BASE = "http://local.invalid";

/** The one safe-redirect check decides; the URL form is for appending the query. */
function safeLocalUrl(redirect: string | null): URL | null {
  const path = safeLocalPath(redirect);
  return path ? new URL(path, BASE) : null;
}

/** Parses "tab:plans|module:billing"; splits on the first ":" so values may contain ":". */
export function parseAutoLoginQuery(query: string | null): [string, string][] {
  if (!query) return [];
  return query
    .split("|")
    .filter((pair) => pair !== "")
    .map((pair): [string, string] => {
      const i = pair.indexOf(":");
      return i === -1 ? [pair, ""] : [pair.slice(0, i), pair.slice(i + 1)];
    })
    .filter(([key]) => key !== "");
}

export function decodeAutoLoginQuery(redirect: string | null, query: string | null): string {
  const url = safeLocalUrl(redirect);
  // The query was meant for the rejected target, so it is dropped too.
  if (!url) return AUTO_LOGIN_FALLBACK;
  const search = new URLSearchParams(url.search);
  for (const [k, v] of parseAutoLoginQuery(query)) search.append(k, v);
  return appendQuery(url.pathname, search) + url.hash;
}

function appendQuery(path: string, search: URLSearchParams): string {
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
