import { escapeHtml } from "@/lib/utils/html";
import { AUTHOR_IMAGE_SHOWN_PX, CONTACT_LABELS, SOCIALS } from "./constants";

/** The fields a signature renders from (the API's signature, or the editor's form values). */
export type SignatureLook = {
  full_name: string; credentials: string; company_name: string; slogan: string; author_image: string | null;
  phone: string; has_phone: boolean; email: string; has_email: boolean; website: string; has_website: boolean; address: string; has_address: boolean;
  is_abbreviate: boolean;
  icon_color: string; link_color: string; bar_color: string; bar_text_color: string; linebar_color: string;
  linebar_height: number; linebar_width: number; margin: number; padding: number; border_radius: number;
  facebook_url: string; facebook_enabled: boolean; facebook_icon: boolean;
  ig_url: string; ig_enabled: boolean; ig_icon: boolean;
  twitter_url: string; twitter_enabled: boolean; twitter_icon: boolean;
};

const e = escapeHtml;
/** Colours are checked as #rrggbb on save; anything else (an editor mid-typing) falls back. */
const color = (c: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c : fallback);
const px = (n: number) => `${Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0}px`;
const href = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/**
 * A signature as email HTML: tables and inline styles only (what mail clients render), no
 * classes or style sheets. The same function feeds the editor's live preview and every send,
 * so what the coach sees is what goes out. Every value is escaped.
 */
export function signatureHtml(s: SignatureLook): string {
  const link = color(s.link_color, "#2f7eed");
  const icon = color(s.icon_color, "#2f7eed");
  const labels = s.is_abbreviate ? CONTACT_LABELS.short : CONTACT_LABELS.full;
  const line = (label: string, value: string) =>
    `<tr><td style="padding:1px 0;font-size:13px;color:#374151"><span style="color:${icon};font-weight:bold">${e(label)}</span> ${value}</td></tr>`;
  const lines: string[] = [];
  if (s.has_phone && s.phone) lines.push(line(labels.phone, `<a href="tel:${e(s.phone.replace(/[^\d+]/g, ""))}" style="color:${link};text-decoration:none">${e(s.phone)}</a>`));
  if (s.has_email && s.email) lines.push(line(labels.email, `<a href="mailto:${e(s.email)}" style="color:${link};text-decoration:none">${e(s.email)}</a>`));
  if (s.has_website && s.website) lines.push(line(labels.website, `<a href="${e(href(s.website))}" style="color:${link};text-decoration:none">${e(s.website)}</a>`));
  if (s.has_address && s.address) lines.push(line(labels.address, e(s.address)));

  const socials = SOCIALS.filter((so) => s[`${so.key}_enabled`] && s[`${so.key}_url`]).map((so) => {
    const url = e(href(s[`${so.key}_url`]));
    return s[`${so.key}_icon`]
      ? `<a href="${url}" title="${so.label}" style="display:inline-block;width:22px;height:22px;line-height:22px;border-radius:11px;background-color:${icon};color:#ffffff;text-align:center;font-size:11px;font-weight:bold;text-decoration:none;margin-right:4px">${so.glyph}</a>`
      : `<a href="${url}" style="color:${link};font-size:13px;margin-right:8px">${so.label}</a>`;
  });

  const name = `<tr><td style="font-size:16px;font-weight:bold;color:#111827">${e(s.full_name)}${s.credentials ? `<span style="font-weight:normal;color:#6b7280">, ${e(s.credentials)}</span>` : ""}</td></tr>`;
  const company = s.company_name ? `<tr><td style="font-size:13px;color:#374151">${e(s.company_name)}</td></tr>` : "";
  const divider = s.linebar_height > 0 && s.linebar_width > 0
    ? `<tr><td style="padding:6px 0"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="width:${px(s.linebar_width)};height:${px(s.linebar_height)};background-color:${color(s.linebar_color, "#2f7eed")};font-size:0;line-height:0">&nbsp;</td></tr></table></td></tr>`
    : "";
  const social = socials.length ? `<tr><td style="padding-top:6px">${socials.join("")}</td></tr>` : "";
  const slogan = s.slogan
    ? `<tr><td colspan="2" style="padding:6px ${px(s.padding)};background-color:${color(s.bar_color, "#1f2937")};color:${color(s.bar_text_color, "#ffffff")};font-size:12px">${e(s.slogan)}</td></tr>`
    : "";
  const image = s.author_image && /^https?:\/\//i.test(s.author_image)
    ? `<td style="vertical-align:top;padding-right:${px(s.padding)}"><img src="${e(s.author_image)}" alt="${e(s.full_name)}" width="${AUTHOR_IMAGE_SHOWN_PX}" height="${AUTHOR_IMAGE_SHOWN_PX}" style="display:block;width:${AUTHOR_IMAGE_SHOWN_PX}px;height:${AUTHOR_IMAGE_SHOWN_PX}px;border-radius:${Math.min(50, Math.max(0, s.border_radius))}%"></td>`
    : "";

  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:${px(s.margin)};font-family:Arial,Helvetica,sans-serif;border-collapse:collapse"><tr>${image}<td style="vertical-align:top;padding:${px(s.padding)} 0"><table role="presentation" cellpadding="0" cellspacing="0" border="0">${name}${company}${divider}${lines.join("")}${social}</table></td></tr>${slogan}</table>`;
}
