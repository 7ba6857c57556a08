"use client";

import { useState } from "react";
import { Download } from "lucide-react";
import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { fileKind } from "@/components/file-library/file-kind";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { contactFileKeys, useContactFiles, type ContactFile, type ContactFilePage } from "@/lib/file-library/contact-hooks";
import { downloadUrl } from "@/lib/file-library/hooks";
import { formatDate, formatFileSize, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

const INVALIDATE = [contactFileKeys.all];

/** Files: library files assigned to the contact (doc 2 `/file/{contactId}/list`); assign and remove. */
export const filesSection = defineProfileSection<ContactFilePage>({
  id: "files",
  title: "Files",
  order: 25,
  column: "main",
  visible: (access) => access.canViewFiles,
  useData: (contactId, initial) => useContactFiles(contactId, 1, initial),
  hasContent: (page, ctx) => page.total > 0 || ctx.access.canAssignFiles,
  Component: FilesCard,
});

function FilesCard({ data: first, ctx }: { data: ContactFilePage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const data = useContactFiles(id, page, first).data ?? first;
  const canAssign = ctx.access.canAssignFiles;
  return (
    <ContactContentCard
      kind={fileKind}
      title="Files"
      total={data.total}
      listLabel="Assigned files"
      emptyText="No files yet. Assign a meal plan, program or handout from your file library."
      pager={{ page, data, onPage: setPage }}
      action={
        canAssign && (
          <ChooseContentButton
            kind={fileKind}
            label="Assign file"
            description="The contact can then find it among their files."
            submitLabel="Assign"
            busyLabel="Assigning"
            emptyText="No files left to assign"
            // Files on this page are already assigned; sending them again changes nothing.
            exclude={new Set(data.data.map((f) => f.id))}
            onChoose={(fileId) => api.post("/file/send-to-contact", { body: { file_ids: [fileId], contact_ids: [id] } })}
            invalidate={INVALIDATE}
          />
        )
      }
    >
      {data.data.map((f) => (
        <FileItem key={f.id} file={f} contactId={id} canRemove={canAssign} />
      ))}
    </ContactContentCard>
  );
}

function FileItem({ file, contactId, canRemove }: { file: ContactFile; contactId: number; canRemove: boolean }) {
  const fullName = `${file.name}.${file.ext}`;
  return (
    <ContactContentItem
      title={fullName}
      meta={
        <span className="truncate">
          {formatFileSize(file.size)}
          {file.assigned_at && (
            <>
              {" "}· Assigned <time dateTime={isoString(file.assigned_at)}>{formatDate(file.assigned_at)}</time>
            </>
          )}
          {!file.visible && " · Not in their portal"}
        </span>
      }
      actions={
        <Button variant="ghost" size="icon-sm" asChild>
          <a href={downloadUrl(file.id)} download aria-label={`Download ${fullName}`}>
            <Download className="size-3.5" aria-hidden="true" />
          </a>
        </Button>
      }
      remove={
        canRemove
          ? {
              description: `${fullName} will no longer be assigned to this contact. It stays in your file library.`,
              run: () => api.post("/file/remove-from-contact", { body: { file_ids: [file.id], contact_ids: [contactId] } }),
              invalidate: INVALIDATE,
            }
          : undefined
      }
    />
  );
}
