import { z } from "@hono/zod-openapi";
import { QUESTION_TYPES } from "@/lib/forms/constants";
import { id, text } from "@/lib/http/schemas";
import { QUESTION_MAX } from "./constants";

/** Wire formats of the portal's tab calls (issue 32). */

const int = () => z.number().int();
export const itemParam = z.object({ id: id() });
export const stepParam = z.object({ id: id(), step_id: id("step id") });
export const downloadParam = z.object({ id: id(), download_id: id("download id") });

export const portalPlaybookCard = z
  .object({ id: int(), title: z.string(), thumbnail: z.string().nullable(), category_id: int().nullable(), is_pinned: int(), steps_done: int(), steps_total: int(), progress: int().openapi({ description: "Percent of live steps done" }) })
  .openapi("PortalPlaybookCard");
export const portalRecentItem = z
  .object({ kind: z.enum(["playbook", "page", "form", "file"]), id: int(), title: z.string(), assigned_at: z.string() })
  .openapi("PortalRecentItem");
export const portalClassroom = z
  .object({ pinned: z.array(portalPlaybookCard), continue: z.array(portalPlaybookCard), recent: z.array(portalRecentItem) })
  .openapi("PortalClassroom");
export const portalPlaybookList = z
  .object({ categories: z.array(z.object({ id: int().nullable(), name: z.string(), playbooks: z.array(portalPlaybookCard) })) })
  .openapi("PortalPlaybookList");
export const portalPlaybook = z
  .object({
    id: int(), title: z.string(), thumbnail: z.string().nullable(), show_questions: z.boolean(),
    steps: z.array(z.object({
      id: int(), title: z.string(), banner: z.string().nullable(), thumb: z.string().nullable(),
      images: z.array(z.object({ file_id: int(), url: z.string(), name: z.string() })),
      tabs: z.array(z.object({ id: int(), title: z.string(), content: z.string() })),
      downloads: z.array(z.object({ id: int(), name: z.string(), size: int() })),
      done: z.boolean(),
    })),
    faqs: z.array(z.object({ id: int(), question: z.string(), answer: z.string() })),
    buttons: z.array(z.object({ id: int(), label: z.string(), url: z.string(), color: z.string(), icon: z.string() })),
    steps_done: int(), steps_total: int(), progress: int(),
  })
  .openapi("PortalPlaybook");
export const portalStepDone = z.object({ status: int(), message: z.string(), steps_done: int(), steps_total: int(), progress: int() }).openapi("PortalStepDone");
export const portalQuestionBody = z
  .object({ question: text("question").trim().min(1, "The question field is required.").max(QUESTION_MAX, `The question may not be greater than ${QUESTION_MAX} characters.`) })
  .openapi("PortalQuestion");
export const portalQuestionAnswer = z.object({ status: int(), message: z.string(), data: z.object({ id: int(), question: z.string(), created_at: z.string() }) });

export const portalPageList = z.object({ data: z.array(z.object({ id: int(), title: z.string(), headline: z.string(), thumbnail: z.string().nullable() })) }).openapi("PortalPageList");
export const portalPage = z
  .object({ id: int(), title: z.string(), headline: z.string(), subheadline: z.string(), body: z.string(), cover_image: z.string().nullable(), downloads: z.array(z.object({ id: int(), name: z.string(), ext: z.string(), size: int() })) })
  .openapi("PortalPage");

export const portalFormList = z.object({ data: z.array(z.object({ id: int(), title: z.string(), answered_at: z.string().nullable() })) }).openapi("PortalFormList");
export const portalForm = z
  .object({
    id: int(), title: z.string(), instruction: z.string(), submit_label: z.string(), button_color: z.string(),
    questions: z.array(z.object({ id: int(), type: z.enum(QUESTION_TYPES), title: z.string(), description: z.string(), required: int(), options: z.array(z.string()) })),
  })
  .openapi("PortalForm");
const answerValue = z.union([text("answer").max(6000, "An answer may not be greater than 6000 characters."), z.array(text("answer").max(6000, "An answer may not be greater than 6000 characters.")).max(100, "Too many answers.")]);
export const portalFormSubmitBody = z
  .object({ answers: z.record(z.string().regex(/^[0-9]{1,10}$/, "Answers are keyed by question id."), answerValue, { error: "The answers field is required." }) })
  .openapi("PortalFormSubmit");
export const portalMessageAnswer = z.object({ status: int(), message: z.string() });

export const portalFileList = z
  .object({ data: z.array(z.object({ id: int(), name: z.string(), ext: z.string(), kind: z.string(), size: int(), updated_at: z.string() })) })
  .openapi("PortalFileList");

export const portalRewards = z
  .object({
    point_name: z.string(), balance: int(), worth: z.string().nullable().openapi({ description: "The balance's cash worth, formatted (null: points have no worth)" }),
    history: z.array(z.object({ id: int(), kind: z.enum(["earned", "redeemed"]), title: z.string(), points: int(), created_at: z.string() })),
  })
  .openapi("PortalRewards");
