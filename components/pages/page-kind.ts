"use client";

import { FileText } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { usePageChoices } from "@/lib/pages/hooks";

/** Pages that may be sent: a disabled page reaches nobody. */
function useSendablePages(enabled: boolean) {
  const q = usePageChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.filter((p) => p.enabled).map((p) => ({ id: p.id, label: p.title })) };
}

export const pageKind: ContentKind = { noun: "page", plural: "pages", icon: FileText, screen: { href: "/pages", title: "Pages" }, useChoices: useSendablePages };
