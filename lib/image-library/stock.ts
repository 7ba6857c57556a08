import "server-only";
import manifest from "@/public/stock/manifest.json";
import { HTTPException } from "hono/http-exception";
import { STOCK_DEFAULT_SEARCH } from "./constants";
import type { StockPage, StockPhoto, StockQuery } from "./schemas";

/**
 * Stock photos behind one interface (ARCHITECTURE "one app, two modes"): the embedded set
 * (public/stock, public-domain exercise pictures with a keyword manifest) by default, Pexels
 * when PEXELS_API_KEY is set. Either way an empty search is "Fitness", and a search that
 * matches nothing shows the "Fitness" photos (fallback: true) so the tab is never empty.
 */
export interface StockProvider {
  readonly name: "embedded" | "pexels";
  /** Image hosts url-to-blob may fetch from for this provider (none: the photos are ours). */
  readonly hosts: readonly string[];
  search(term: string, page: number, perPage: number): Promise<{ photos: StockPhoto[]; total: number }>;
}

type Entry = (typeof manifest)[number];

const embeddedPhoto = (e: Entry): StockPhoto => ({
  id: e.id,
  alt: e.alt,
  photographer: "free-exercise-db",
  licence: e.licence,
  source: e.source,
  // One size is committed (<= 1280 px wide); both sizes name it.
  src: { large: `/stock/${e.file}`, large2x: `/stock/${e.file}` },
});

/** Every word of the search must start one of a photo's keywords or its name's words. */
export const embeddedStock: StockProvider = {
  name: "embedded",
  hosts: [],
  async search(term, page, perPage) {
    const words = term.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    const hits = manifest.filter((e) => {
      const keys = [...e.keywords, ...e.alt.toLowerCase().split(/[^a-z0-9]+/)];
      return words.every((w) => keys.some((k) => k.split(/\s+/).some((part) => part.startsWith(w))));
    });
    return { photos: hits.slice((page - 1) * perPage, page * perPage).map(embeddedPhoto), total: hits.length };
  },
};

type PexelsAnswer = {
  total_results?: number;
  photos?: { id: number; alt?: string; photographer?: string; url?: string; src?: { large?: string; large2x?: string } }[];
};

/** Pexels' search API (api.pexels.com/v1/search). PEXELS_API_BASE points tests at a local peer. */
export function pexelsStock(apiKey: string, base = process.env.PEXELS_API_BASE ?? "https://api.pexels.com"): StockProvider {
  return {
    name: "pexels",
    hosts: ["images.pexels.com", ...(process.env.PEXELS_IMAGE_HOSTS?.split(",").filter(Boolean) ?? [])],
    async search(term, page, perPage) {
      const url = new URL("/v1/search", base);
      url.search = new URLSearchParams({ query: term, page: String(page), per_page: String(perPage) }).toString();
      let res: Response;
      try {
        res = await fetch(url, { headers: { authorization: apiKey }, signal: AbortSignal.timeout(10_000) });
      } catch {
        throw new HTTPException(502, { message: "The stock photo service could not be reached." });
      }
      if (!res.ok) throw new HTTPException(502, { message: `The stock photo service answered ${res.status}.` });
      const body = (await res.json()) as PexelsAnswer;
      const photos = (body.photos ?? [])
        .filter((p) => p.src?.large && p.src?.large2x)
        .map((p) => ({
          id: p.id,
          alt: p.alt ?? "",
          photographer: p.photographer ?? "",
          licence: "Pexels licence",
          source: p.url ?? "https://www.pexels.com",
          src: { large: p.src!.large!, large2x: p.src!.large2x! },
        }));
      return { photos, total: body.total_results ?? photos.length };
    },
  };
}

export function currentStock(): StockProvider {
  const key = process.env.PEXELS_API_KEY;
  return key ? pexelsStock(key) : embeddedStock;
}

export async function searchStock(q: StockQuery, provider: StockProvider = currentStock()): Promise<StockPage> {
  const typed = q.search?.trim() ?? "";
  const term = typed || STOCK_DEFAULT_SEARCH;
  let found = await provider.search(term, q.page, q.per_page);
  let fallback = false;
  if (found.total === 0 && term !== STOCK_DEFAULT_SEARCH) {
    found = await provider.search(STOCK_DEFAULT_SEARCH, q.page, q.per_page);
    fallback = true;
  }
  return {
    photos: found.photos,
    page: q.page,
    per_page: q.per_page,
    total_results: found.total,
    last_page: Math.max(1, Math.ceil(found.total / q.per_page)),
    search: fallback ? STOCK_DEFAULT_SEARCH : term,
    fallback,
  };
}
