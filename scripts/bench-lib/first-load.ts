/**
 * A page's first-load JavaScript from a running `next start`: every <script src="/_next/static/...">
 * in its HTML, fetched and gzipped (zlib level 9), summed. Used by `npm run bench:js` and the
 * checkout bench (its /buy page).
 */
import zlib from "node:zlib";

export type Script = { src: string; raw: number; gzip: number };
export type PageResult = { page: string; status: number; scripts: Script[]; raw: number; gzip: number; noModule: Script[] };

/**
 * The page's <script src="/_next/static/..."> tags. `noModule` ones (Next's legacy-browser
 * polyfills) are returned apart: browsers with ES modules never download them.
 */
function scriptSrcs(html: string): { loaded: string[]; noModule: string[] } {
  const loaded = new Set<string>();
  const noModule = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1]?.replace(/&amp;/g, "&");
    if (!src?.startsWith("/_next/static/")) continue;
    (/\bnomodule\b/i.test(attrs) ? noModule : loaded).add(src);
  }
  return { loaded: [...loaded], noModule: [...noModule] };
}

const gzipCache = new Map<string, Script>();

async function measureScript(origin: string, src: string): Promise<Script> {
  const hit = gzipCache.get(src);
  if (hit) return hit;
  const res = await fetch(origin + src);
  if (res.status !== 200) throw new Error(`${src} answered ${res.status}`);
  const buf = Buffer.from(await res.arrayBuffer());
  const s = { src, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
  gzipCache.set(src, s);
  return s;
}

export async function measurePage(origin: string, page: string, cookie?: string): Promise<PageResult> {
  const res = await fetch(origin + page, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const html = await res.text();
  if (res.status !== 200) {
    throw new Error(`${page} answered ${res.status}${res.headers.get("location") ? ` -> ${res.headers.get("location")}` : ""}`);
  }
  const srcs = scriptSrcs(html);
  if (!srcs.loaded.length) throw new Error(`${page}: no <script src="/_next/static/..."> in the HTML`);
  const scripts = await Promise.all(srcs.loaded.map((s) => measureScript(origin, s)));
  const noModule = await Promise.all(srcs.noModule.map((s) => measureScript(origin, s)));
  return {
    page,
    status: res.status,
    scripts,
    noModule,
    raw: scripts.reduce((n, s) => n + s.raw, 0),
    gzip: scripts.reduce((n, s) => n + s.gzip, 0),
  };
}
