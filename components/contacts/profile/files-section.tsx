"use client";

import Link from "next/link";
import { useState } from "react";
import { Download, FileText, Plus, Trash2 } from "lucide-react";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api/client";
import { assignFileForm, contactFileKeys, useContactFiles, useFileChoices, type ContactFile, type ContactFilePage } from "@/lib/file-library/contact-hooks";
import { downloadUrl } from "@/lib/file-library/hooks";
import { formatCount, formatDate, formatFileSize, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

type AssignValues = { file_id: string };

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
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Files</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "file")}</span>
          {canAssign && <AssignFileDialog contactId={id} assigned={data.data} />}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Assigned files">
            {data.data.map((f) => (
              <FileItem key={f.id} file={f} contactId={id} canRemove={canAssign} />
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            No files yet. Assign a meal plan, program or handout from your file library.
          </p>
        )}
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function FileItem({ file, contactId, canRemove }: { file: ContactFile; contactId: number; canRemove: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const fullName = `${file.name}.${file.ext}`;
  const remove = useApiMutation({
    mutationFn: () => api.post("/file/remove-from-contact", { body: { file_ids: [file.id], contact_ids: [contactId] } }),
    invalidate: [contactFileKeys.all],
    success: (d) => d.message,
  });
  return (
    <li className="flex min-w-0 items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-foreground" title={fullName}>
          {fullName}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {formatFileSize(file.size)}
          {file.assigned_at && (
            <>
              {" "}· Assigned <time dateTime={isoString(file.assigned_at)}>{formatDate(file.assigned_at)}</time>
            </>
          )}
          {!file.visible && " · Not in their portal"}
        </p>
      </div>
      <Button variant="ghost" size="icon-sm" asChild>
        <a href={downloadUrl(file.id)} download aria-label={`Download ${fullName}`}>
          <Download className="size-3.5" aria-hidden="true" />
        </a>
      </Button>
      {canRemove && (
        <Button variant="ghost" size="icon-sm" aria-label={`Remove ${fullName}`} onClick={() => setConfirming(true)}>
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`${fullName} will no longer be assigned to this contact. It stays in your file library.`}
        confirmText="Remove"
        busyText="Removing"
        tone="danger"
        onConfirm={async () => {
          await remove.mutateAsync();
        }}
      />
    </li>
  );
}

function AssignFileDialog({ contactId, assigned }: { contactId: number; assigned: ContactFile[] }) {
  const [open, setOpen] = useState(false);
  const choices = useFileChoices(open);
  const form = useApiForm<AssignValues>(assignFileForm, { defaultValues: { file_id: "" } });
  const assign = useApiMutation({
    mutationFn: (v: AssignValues) => api.post("/file/send-to-contact", { body: { file_ids: [Number(v.file_id)], contact_ids: [contactId] } }),
    invalidate: [contactFileKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      setOpen(false);
      form.reset({ file_id: "" });
    },
  });
  // Files on this page are already assigned; sending them again changes nothing.
  const taken = new Set(assigned.map((f) => f.id));
  const options = (choices.data ?? []).filter((f) => !taken.has(f.id));
  const empty = choices.isSuccess && options.length === 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="outline" size="sm">
          <Plus className="size-3.5" aria-hidden="true" />
          Assign file
        </Button>
      }
      form={form}
      onSubmit={assign.mutateAsync}
      title="Assign file"
      description="The contact can then find it among their files."
      submitLabel="Assign"
      busyLabel="Assigning"
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<AssignValues> name="file_id" label="File" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading files…" : empty ? "No files left to assign" : "Choose a file"}</option>
        {options.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name}.{f.ext}
          </option>
        ))}
      </SelectField>
      {empty && (
        <p className="text-sm text-muted-foreground">
          Upload files on the <Link className="font-medium text-primary underline-offset-4 hover:underline" href="/files">Files</Link> screen first.
        </p>
      )}
    </FormDialog>
  );
}
