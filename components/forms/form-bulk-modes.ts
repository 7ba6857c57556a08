import { ClipboardList, ClipboardX } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { capitalize } from "@/components/content-dashboard/content-kind";
import { api } from "@/lib/api/client";
import type { ContactTarget } from "@/lib/contacts/columns";
import { formCalls } from "@/lib/forms/hooks";
import { ApiError } from "@/lib/http/client";

/** The API's cap on contacts per call (lib/forms/schemas.ts). */
const MAX = 500;

/**
 * The target's contact ids: the forms calls take ids only, so "all matching" is read from the
 * contact list with the same filters, page by page, up to MAX (more is refused before sending).
 */
async function idsOf(target: ContactTarget): Promise<number[]> {
  if (!("all" in target)) return target.contact_ids;
  const except = new Set(target.except);
  const ids: number[] = [];
  for (let page = 1; ids.length <= MAX; page++) {
    const res = await api.get("/contact/list", { query: { ...target.filters, page, per_page: 100 } });
    ids.push(...res.data.map((c) => c.id).filter((id) => !except.has(id)));
    if (page >= res.last_page) break;
  }
  if (ids.length > MAX) throw new ApiError(422, { message: `Choose at most ${MAX} contacts at once.`, errors: { contact_ids: [`Choose at most ${MAX} contacts at once.`] } });
  return ids;
}

/** The contact bulk bar's form actions: send (each contact emailed their own link) and take back. */
export const formBulkModes: ContentBulkMode[] = [
  { id: "form-send", label: "Send form", icon: ClipboardList, submitLabel: "Send", busyLabel: "Sending",
    description: (who) => `${capitalize(who)} will be emailed their own link.`,
    run: async (id, target) => formCalls.send([id], await idsOf(target)) },
  { id: "form-restrict", label: "Take back form", icon: ClipboardX, submitLabel: "Take back", busyLabel: "Taking back",
    description: () => "Their links stop working; answers already sent are kept.",
    run: async (id, target) => formCalls.restrict([id], await idsOf(target)) },
];
