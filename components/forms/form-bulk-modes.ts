import { ClipboardList, ClipboardX } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { capitalize } from "@/components/content-dashboard/content-kind";
import type { ContactTarget } from "@/lib/contacts/columns";
import { targetContactIds } from "@/lib/contacts/target-ids";
import { formCalls } from "@/lib/forms/hooks";

/** The API's cap on contacts per call (lib/forms/schemas.ts). */
const MAX = 500;

const idsOf = (target: ContactTarget) => targetContactIds(target, MAX);

/** The contact bulk bar's form actions: send (each contact emailed their own link) and take back. */
export const formBulkModes: ContentBulkMode[] = [
  { id: "form-send", label: "Send form", icon: ClipboardList, submitLabel: "Send", busyLabel: "Sending",
    description: (who) => `${capitalize(who)} will be emailed their own link.`,
    run: async (id, target) => formCalls.send([id], await idsOf(target)) },
  { id: "form-restrict", label: "Take back form", icon: ClipboardX, submitLabel: "Take back", busyLabel: "Taking back",
    description: () => "Their links stop working; answers already sent are kept.",
    run: async (id, target) => formCalls.restrict([id], await idsOf(target)) },
];
