import { EMAIL_LINK_PATHS } from "./constants";
import { clickSignature, messageToken } from "./tokens";

/**
 * A location's email as it is delivered (email.send, lib/platform/email/job.ts), so every sender
 * (templates, the contact centre, broadcasts that queue their own rows) gets the same:
 * - the unsubscribe and web-view links (merge fields signed for the contact) name this message;
 * - an unsubscribe link in the footer when the body has none (every marketing email has one);
 * - each web link goes through the click redirect, signed with this message's id and the URL;
 * - an open pixel at the end of the body;
 * - one-click List-Unsubscribe headers (RFC 8058) pointing at the API's unsubscribe call.
 * Idempotent: run again on its own output (a retried delivery) it changes nothing.
 */
export type Tracked = { html: string; text: string; headers: Record<string, string> };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const decodeAttr = (s: string) => s.replace(/&amp;/g, "&").replace(/&#38;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const encodeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export function emailLinks(base: string, messageId: number) {
  const token = messageToken(messageId);
  return {
    token,
    unsubscribe: `${base}${EMAIL_LINK_PATHS.unsubscribe}/${token}`,
    webView: `${base}${EMAIL_LINK_PATHS.webView}/${token}`,
    open: `${base}${EMAIL_LINK_PATHS.open}/${token}`,
    oneClick: `${base}${EMAIL_LINK_PATHS.oneClick}/${token}`,
    click: (url: string) => `${base}${EMAIL_LINK_PATHS.click}/${token}?url=${encodeURIComponent(url)}&sig=${clickSignature(messageId, url)}`,
  };
}

/** Swaps `{base}/unsubscribe[/any token]` (and the web view's) for this message's link. */
function pointAt(s: string, base: string, path: string, to: string): string {
  return s.replace(new RegExp(`${escapeRe(base + path)}(?:/[A-Za-z0-9._-]*)?(?![A-Za-z0-9._/-])`, "g"), to);
}

export function trackEmail(input: { html: string; text: string; messageId: number; base: string; transactional?: boolean }): Tracked {
  const { base } = input;
  const links = emailLinks(base, input.messageId);
  let html = pointAt(pointAt(input.html, base, EMAIL_LINK_PATHS.unsubscribe, links.unsubscribe), base, EMAIL_LINK_PATHS.webView, links.webView);
  let text = pointAt(pointAt(input.text, base, EMAIL_LINK_PATHS.unsubscribe, links.unsubscribe), base, EMAIL_LINK_PATHS.webView, links.webView);

  // Our own pages and calls stay as they are; every other web link is counted on its way out.
  const ours = [links.unsubscribe, links.webView, `${base}${EMAIL_LINK_PATHS.click}/`, `${base}${EMAIL_LINK_PATHS.open}/`];
  html = html.replace(/(<a\b[^>]*?\shref=)(["'])(.*?)\2/gi, (all, head: string, quote: string, raw: string) => {
    const url = decodeAttr(raw).trim();
    if (!/^https?:\/\//i.test(url) || ours.some((o) => url.startsWith(o))) return all;
    return `${head}${quote}${encodeAttr(links.click(url))}${quote}`;
  });

  const tail: string[] = [];
  // Transactional mail (a receipt) is counted but offers no unsubscribe: there is nothing to leave.
  if (!input.transactional && !html.includes(links.unsubscribe)) {
    tail.push(
      `<p style="margin:24px 0 0;font-size:12px;color:#6b7280;text-align:center"><a href="${encodeAttr(links.unsubscribe)}" style="color:#6b7280">Unsubscribe</a> &middot; <a href="${encodeAttr(links.webView)}" style="color:#6b7280">View in browser</a></p>`,
    );
  }
  if (!html.includes(links.open)) tail.push(`<img src="${encodeAttr(links.open)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`);
  if (tail.length) html = html.includes("</body>") ? html.replace("</body>", () => `${tail.join("")}</body>`) : html + tail.join("");
  if (input.transactional) return { html, text, headers: {} };
  if (!text.includes(links.unsubscribe)) text = `${text.trimEnd()}\n\nUnsubscribe: ${links.unsubscribe}\n`;

  return { html, text, headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
