"use client";

import { BookOpen } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { usePlaybookChoices } from "@/lib/playbooks/hooks";

function usePlaybookKindChoices(enabled: boolean) {
  const q = usePlaybookChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((p) => ({ id: p.id, label: p.title })) };
}

export const playbookKind: ContentKind = { noun: "playbook", plural: "playbooks", icon: BookOpen, screen: { href: "/playbooks", title: "Playbooks" }, useChoices: usePlaybookKindChoices };
