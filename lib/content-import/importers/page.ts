import "server-only";
import { RICH_TEXT_MAX } from "@/lib/rich-text/constants";
import { TITLE_MAX } from "@/lib/pages/constants";
import { createPage, updatePage } from "@/lib/pages/service";
import { cellHtml } from "../format";
import { byTitle, defineImporter } from "./define";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * content_type 2: a page per title; its rows, in order, make the body: a `section` becomes a
 * heading, a `subsection` a smaller heading, then `content` (plus `media_url` as a link).
 */
export const pageImporter = defineImporter<string>({
  contentType: 2,
  type: "Page",
  icon: "file-text",
  area: "pages",
  link: "/pages",
  group(rows) {
    const g = byTitle(rows, TITLE_MAX);
    if (!g.ok) return g;
    const items = [];
    for (const { title, rows: its } of g.groups) {
      let body = "";
      for (const r of its) {
        if (r.section) body += `<h2>${escapeHtml(r.section)}</h2>`;
        if (r.subsection) body += `<h3>${escapeHtml(r.subsection)}</h3>`;
        body += cellHtml(r.content, r.media_url);
      }
      if (body.length > RICH_TEXT_MAX) return { ok: false, message: `The content of "${title}" is too long.` };
      items.push({ title, data: body });
    }
    return { ok: true, items };
  },
  async create(tx, ctx, item) {
    const { data: page } = await createPage(tx, ctx, { title: item.title });
    if (item.data) {
      await updatePage(tx, ctx, page.id, {
        headline: page.headline, subheadline: page.subheadline,
        headline_setting: page.headline_setting, subheadline_setting: page.subheadline_setting, body: item.data,
      });
    }
    return page.id;
  },
});
