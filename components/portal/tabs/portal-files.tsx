"use client";

import { useQuery } from "@tanstack/react-query";
import { FolderDown } from "lucide-react";
import { api } from "@/lib/api/client";
import { formatDate, formatFileSize } from "@/lib/format";
import { PortalEmpty, PortalList, PortalLoading, PortalRow } from "./portal-ui";
import { onPortalError } from "../portal-errors";

/** The Files tab: each file downloads through the access check (GET /portal/files/{id}/download), which counts it. */
export function PortalFiles() {
  const q = useQuery({ queryKey: ["portal", "files"], queryFn: ({ signal }) => api.get("/portal/files", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading />;
  if (q.isError) return <PortalEmpty icon={FolderDown} title="We couldn’t load your files" description="Check your connection and try again." />;
  if (!q.data.data.length) return <PortalEmpty icon={FolderDown} title="No files yet" description="Meal plans, guides and other files from your coach appear here." />;
  return (
    <PortalList>
      {q.data.data.map((f) => (
        <PortalRow key={f.id} download href={`/api/v3/portal/files/${f.id}/download`} icon={FolderDown} title={`${f.name}.${f.ext}`} detail={`${formatFileSize(f.size) ?? ""} · ${formatDate(f.updated_at) ?? ""}`} />
      ))}
    </PortalList>
  );
}
