"use client";

import { File, FileArchive, FileAudio, FileImage, FileSpreadsheet, FileText, FileVideo } from "lucide-react";
import type { CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import type { FileSort } from "@/lib/file-library/constants";
import type { LibraryFile } from "@/lib/file-library/hooks";
import { Badge } from "@/components/ui/badge";
import { PERMISSION_LABELS } from "@/lib/file-library/constants";
import { formatCount, formatDate, formatFileSize, isoString } from "@/lib/format";

/** Each kind has its own icon; unknown kinds get a generic one (doc 2 s9). */
function kindIcon(f: Pick<LibraryFile, "kind" | "ext">) {
  const c = "size-4";
  if (f.kind === "image") return <FileImage className={c} />;
  if (f.kind === "video") return <FileVideo className={c} />;
  if (f.kind === "audio") return <FileAudio className={c} />;
  if (["xls", "xlsx", "csv"].includes(f.ext)) return <FileSpreadsheet className={c} />;
  if (["pdf", "doc", "docx", "txt", "ppt", "pptx"].includes(f.ext)) return <FileText className={c} />;
  if (f.ext === "zip") return <FileArchive className={c} />;
  return <File className={c} />;
}

export const fullFileName = (f: Pick<LibraryFile, "name" | "ext">) => `${f.name}.${f.ext}`;

export function FileIcon({ file }: { file: Pick<LibraryFile, "kind" | "ext"> }) {
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-tint text-primary-strong">
      {kindIcon(file)}
    </span>
  );
}

function FileName({ file }: { file: LibraryFile }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <FileIcon file={file} />
      <span className="min-w-0">
        <span className="block truncate font-medium text-foreground" title={fullFileName(file)}>
          {file.name}
        </span>
        <span className="block text-xs text-muted-foreground">
          <span className="uppercase">{file.ext}</span>
          {file.version > 1 && ` · Version ${file.version}`}
        </span>
      </span>
    </span>
  );
}

const VisibleTo = ({ file }: { file: LibraryFile }) => (
  <Badge variant={file.permission === "private" ? "outline" : "primary"}>{PERMISSION_LABELS[file.permission]}</Badge>
);
const Engagement = ({ file }: { file: LibraryFile }) => (
  <span className="text-muted-foreground tabular-nums">
    {formatCount(file.views, "view")} · {formatCount(file.downloads, "download")}
  </span>
);

const Created = ({ file }: { file: LibraryFile }) => <time dateTime={isoString(file.created_at)}>{formatDate(file.created_at)}</time>;

export function fileColumns(actions: (f: LibraryFile) => React.ReactNode): ListColumn<LibraryFile, FileSort>[] {
  return [
    { key: "name", label: "Name", sortKey: "name", alwaysVisible: true, cell: (f) => <FileName file={f} />, className: "min-w-64" },
    { key: "permission", label: "Visible to", cell: (f) => <VisibleTo file={f} />, className: "w-40" },
    { key: "stats", label: "Portal activity", cell: (f) => <Engagement file={f} />, className: "w-48" },
    { key: "size", label: "Size", sortKey: "size", cell: (f) => <span className="tabular-nums">{formatFileSize(f.size)}</span>, className: "w-28" },
    { key: "created_at", label: "Uploaded", sortKey: "created_at", cell: (f) => <Created file={f} />, className: "w-36" },
    { key: "actions", label: "Actions", hideLabel: true, cell: actions, className: "w-16", cellClassName: "text-right" },
  ];
}

export function fileCard(actions: (f: LibraryFile) => React.ReactNode): CardLayout<LibraryFile> {
  return {
    leading: (f) => <FileIcon file={f} />,
    title: (f) => (
      <span className="block truncate font-medium" title={fullFileName(f)}>
        {fullFileName(f)}
      </span>
    ),
    badge: (f) => actions(f),
    fields: [
      { label: "Visible to", value: (f) => <VisibleTo file={f} /> },
      { label: "Portal activity", value: (f) => <Engagement file={f} /> },
      { label: "Size", value: (f) => formatFileSize(f.size) },
      { label: "Uploaded", value: (f) => <Created file={f} /> },
    ],
  };
}
