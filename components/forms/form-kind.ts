"use client";

import { ClipboardList } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { useFormChoices } from "@/lib/forms/hooks";

function useFormKindChoices(enabled: boolean) {
  const q = useFormChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((f) => ({ id: f.id, label: f.title })) };
}

export const formKind: ContentKind = { noun: "form", plural: "forms", icon: ClipboardList, screen: { href: "/forms", title: "Forms" }, useChoices: useFormKindChoices };
