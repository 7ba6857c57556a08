"use client";

import { FileText } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { useFileChoices } from "@/lib/file-library/contact-hooks";

function useFileKindChoices(enabled: boolean) {
  const q = useFileChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((f) => ({ id: f.id, label: `${f.name}.${f.ext}` })) };
}

export const fileKind: ContentKind = { noun: "file", plural: "files", icon: FileText, screen: { href: "/files", title: "Files", verb: "Upload" }, useChoices: useFileKindChoices };
