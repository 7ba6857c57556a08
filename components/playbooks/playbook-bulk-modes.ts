import { BookOpen, BookX } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { assignCalls } from "@/lib/playbooks/hooks";

/** The contact bulk bar's playbook actions: the API takes the selection as the bar names it. */
export const playbookBulkModes: ContentBulkMode[] = [
  { id: "playbook-send", label: "Send playbook", icon: BookOpen, submitLabel: "Send", busyLabel: "Sending",
    description: (who) => `For ${who}. Each new contact gets an email with a link to the playbook.`,
    run: (id, target) => assignCalls.send([id], target) },
  { id: "playbook-restrict", label: "Restrict playbook", icon: BookX, submitLabel: "Restrict", busyLabel: "Restricting",
    description: (who) => `For ${who}. The playbook leaves their portal; their progress is kept if you send it again.`,
    run: (id, target) => assignCalls.restrict([id], target) },
];
