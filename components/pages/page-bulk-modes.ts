import { FileText, FileX } from "lucide-react";
import type { ContentBulkMode } from "@/components/content-dashboard/content-bulk-actions";
import { api } from "@/lib/api/client";

/** The contact bulk bar's page actions: the API takes the selection as the bar names it. */
export const pageBulkModes: ContentBulkMode[] = [
  { id: "page-send", label: "Send page", icon: FileText, submitLabel: "Send", busyLabel: "Sending",
    description: (who) => `For ${who}. They find the page in their client portal and get an email with its link.`,
    run: (id, target) => api.post("/page/send-to-contact", { body: { page_ids: [id], ...target } }) },
  { id: "page-restrict", label: "Restrict page", icon: FileX, submitLabel: "Restrict", busyLabel: "Restricting",
    description: (who) => `For ${who}. The page will no longer be in their client portal.`,
    run: (id, target) => api.post("/page/restrict-from-contact", { body: { page_ids: [id], ...target } }) },
];
