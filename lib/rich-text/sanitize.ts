import sanitizeHtml from "sanitize-html";
import { isAllowedEmbed } from "./constants";

/**
 * The one allow-list for coach-written HTML (playbook steps, pages, emails, form descriptions).
 * Run on save (what is stored is clean) and again on render (older rows, other writers).
 * Scripts, event handlers, style sheets and javascript: URLs never survive; iframes only from
 * the allow-listed video players.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
    "a", "ul", "ol", "li", "blockquote", "code", "pre", "img", "figure", "figcaption", "div", "span",
    "table", "thead", "tbody", "tr", "th", "td", "iframe",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height"],
    iframe: ["src", "width", "height", "allow", "allowfullscreen", "frameborder", "title"],
    div: ["data-youtube-video"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    "*": ["style"],
  },
  // Only alignment survives from inline styles: colours and fonts come from the design.
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === "iframe" && !isAllowedEmbed(frame.attribs.src ?? ""),
  transformTags: {
    // A link that opens a new tab cannot reach back to this page.
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs: { ...attribs, target: "", rel: "" } },
  },
};

export function sanitizeRichText(html: string): string {
  // Empty attributes left by transformTags are dropped so the output stays tidy.
  return sanitizeHtml(html, OPTIONS).replace(/ (target|rel)=""/g, "");
}

/** True when the HTML holds no text, image or video (an editor's empty `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return !/<(img|iframe)\b/i.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === "";
}
