/**
 * Rich text (tiptap in the browser, sanitize-html on the server). No Node imports: the editor
 * uses the same limits and hosts in the browser.
 */

/** Longest stored rich text, in characters of HTML (a long playbook step or email). */
export const RICH_TEXT_MAX = 200_000;

/**
 * Video players that may be embedded (iframes from anywhere else are dropped). Each entry is a
 * host and the path its embed URLs start with.
 */
export const VIDEO_EMBEDS = [
  { host: "www.youtube.com", path: "/embed/" },
  { host: "www.youtube-nocookie.com", path: "/embed/" },
  { host: "player.vimeo.com", path: "/video/" },
  { host: "www.loom.com", path: "/embed/" },
  { host: "fast.wistia.net", path: "/embed/" },
] as const;

export function isAllowedEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === "https:" && VIDEO_EMBEDS.some((e) => url.hostname === e.host && url.pathname.startsWith(e.path));
}

/** Link targets a coach may type: web pages, email and phone. */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href.trim());
}
