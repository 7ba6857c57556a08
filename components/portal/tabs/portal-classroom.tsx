"use client";

import { useQuery } from "@tanstack/react-query";
import { BookOpen, ClipboardList, FileText, FolderDown, GraduationCap, Pin, PlayCircle } from "lucide-react";
import { api } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { PortalEmpty, PortalList, PortalLoading, PortalRow, PortalSection, ProgressBar, portalHref } from "./portal-ui";
import { onPortalError } from "../portal-errors";

const KIND = {
  playbook: { icon: BookOpen, tab: "playbooks", noun: "Playbook" },
  page: { icon: FileText, tab: "pages", noun: "Page" },
  form: { icon: ClipboardList, tab: "forms", noun: "Form" },
  file: { icon: FolderDown, tab: "files", noun: "File" },
} as const;

/** The home: pinned playbooks, "continue where you left off", and what the coach gave in the last 14 days. */
export function PortalClassroom({ slug }: { slug: string }) {
  const q = useQuery({ queryKey: ["portal", "classroom"], queryFn: ({ signal }) => api.get("/portal/classroom", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <PortalEmpty icon={GraduationCap} title="We couldn’t load your classroom" description="Check your connection and pull to refresh." />;
  const { pinned, continue: going, recent } = q.data;
  if (!pinned.length && !going.length && !recent.length) {
    return <PortalEmpty icon={GraduationCap} title="Nothing here yet" description="When your coach shares playbooks, pages, forms or files with you, they appear here." />;
  }
  return (
    <div className="flex flex-col gap-6">
      {going.length ? (
        <PortalSection title="Continue where you left off">
          <PortalList>
            {going.map((p) => (
              <PortalRow key={p.id} href={portalHref(slug, "playbooks", p.id)} icon={PlayCircle} title={p.title}
                detail={<span className="flex items-center gap-2"><ProgressBar value={p.progress} label={`${p.title} progress`} /><span className="shrink-0">{p.progress}%</span></span>} />
            ))}
          </PortalList>
        </PortalSection>
      ) : null}
      {pinned.length ? (
        <PortalSection title="Pinned">
          <PortalList>
            {pinned.map((p) => <PortalRow key={p.id} href={portalHref(slug, "playbooks", p.id)} icon={Pin} title={p.title} detail={`${p.steps_done} of ${p.steps_total} steps done`} />)}
          </PortalList>
        </PortalSection>
      ) : null}
      {recent.length ? (
        <PortalSection title="New from your coach">
          <PortalList>
            {recent.map((r) => {
              const k = KIND[r.kind];
              return <PortalRow key={`${r.kind}-${r.id}`} href={r.kind === "file" ? portalHref(slug, "files") : portalHref(slug, k.tab, r.id)} icon={k.icon} title={r.title} detail={`${k.noun} · ${formatDate(r.assigned_at) ?? ""}`} />;
            })}
          </PortalList>
        </PortalSection>
      ) : null}
    </div>
  );
}
