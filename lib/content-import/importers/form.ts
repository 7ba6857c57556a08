import "server-only";
import { FORM_TITLE_MAX, QUESTIONS_MAX } from "@/lib/forms/constants";
import { saveQuestion } from "@/lib/forms/questions";
import { questionSave, type QuestionSave } from "@/lib/forms/schemas";
import { createForm } from "@/lib/forms/service";
import { byTitle, defineImporter } from "./define";

/**
 * content_type 3: a form per title, a question per row, in order: `content` is the question,
 * `question_type` its type (blank: short_text), `options` its choices (`|`-separated, for the
 * choice types), `subsection` its description. Each row is checked by the form builder's own
 * question schema, so verify refuses what the builder would.
 */
export const formImporter = defineImporter<QuestionSave[]>({
  contentType: 3,
  type: "Form",
  icon: "clipboard-list",
  area: "forms",
  link: "/forms",
  group(rows) {
    const g = byTitle(rows, FORM_TITLE_MAX);
    if (!g.ok) return g;
    const items = [];
    for (const { title, rows: its } of g.groups) {
      if (its.length > QUESTIONS_MAX) return { ok: false, message: `"${title}": a form may have at most ${QUESTIONS_MAX} questions.` };
      const questions: QuestionSave[] = [];
      for (const r of its) {
        const parsed = questionSave.safeParse({
          type: r.question_type || "short_text",
          title: r.content,
          description: r.subsection,
          options: r.options ? r.options.split("|").map((o) => o.trim()).filter(Boolean) : [],
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return { ok: false, message: `Row ${r.line}: ${issue.path[0] === "type" ? `"${r.question_type}" is not a question type.` : issue.message}` };
        }
        questions.push(parsed.data);
      }
      items.push({ title, data: questions });
    }
    return { ok: true, items };
  },
  async create(tx, ctx, item) {
    const { data: form } = await createForm(tx, ctx, { title: item.title });
    for (const q of item.data) await saveQuestion(tx, ctx, form.id, q);
    return form.id;
  },
});
