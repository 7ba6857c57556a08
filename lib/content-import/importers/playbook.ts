import "server-only";
import { RICH_TEXT_MAX } from "@/lib/rich-text/constants";
import { TITLE_MAX } from "@/lib/playbooks/constants";
import { createStep, saveTab } from "@/lib/playbooks/editor";
import { createPlaybook } from "@/lib/playbooks/service";
import { cellHtml } from "../format";
import { byTitle, defineImporter } from "./define";

type Step = { title: string; tabs: { title: string; content: string }[] };

/**
 * content_type 1: a playbook per title; its rows' `section` names the steps (in order of first
 * appearance), `subsection` the tabs of a step, `content` (plus `media_url` as a link) the tab's
 * rich text. A row without a subsection adds its content to a tab named after the step; a step
 * row with neither subsection nor content only makes the step.
 */
export const playbookImporter = defineImporter<Step[]>({
  contentType: 1,
  type: "Playbook",
  icon: "book-open",
  area: "playbooks",
  link: "/playbooks",
  group(rows) {
    const g = byTitle(rows, TITLE_MAX);
    if (!g.ok) return g;
    const items = [];
    for (const { title, rows: its } of g.groups) {
      const steps = new Map<string, Step>();
      for (const r of its) {
        if (!r.section) return { ok: false, message: `Row ${r.line}: a playbook row needs a section (its step).` };
        if (r.section.length > TITLE_MAX || r.subsection.length > TITLE_MAX) return { ok: false, message: `Row ${r.line}: a section or subsection may not be greater than ${TITLE_MAX} characters.` };
        let step = steps.get(r.section);
        if (!step) steps.set(r.section, (step = { title: r.section, tabs: [] }));
        const html = cellHtml(r.content, r.media_url);
        if (!r.subsection && !html) continue;
        const tabTitle = r.subsection || r.section;
        const tab = step.tabs.find((t) => t.title === tabTitle);
        if (tab) tab.content += html;
        else step.tabs.push({ title: tabTitle, content: html });
      }
      for (const s of steps.values()) for (const t of s.tabs) if (t.content.length > RICH_TEXT_MAX) return { ok: false, message: `The content of "${title}" / "${s.title}" / "${t.title}" is too long.` };
      items.push({ title, data: [...steps.values()] });
    }
    return { ok: true, items };
  },
  async create(tx, ctx, item) {
    const card = await createPlaybook(tx, ctx, { title: item.title });
    for (const s of item.data) {
      const { data: step } = await createStep(tx, ctx, { playbook_id: card.id, title: s.title });
      for (const t of s.tabs) await saveTab(tx, ctx, { step_id: step.id, title: t.title, content: t.content });
    }
    return card.id;
  },
});
