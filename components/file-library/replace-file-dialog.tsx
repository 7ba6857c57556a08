"use client";

import { useRef, useState } from "react";
import { FileUp } from "lucide-react";
import { minLength, object, string } from "zod/mini";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { LIBRARY_MAX_BYTES } from "@/lib/file-library/constants";
import { contactFileKeys } from "@/lib/file-library/contact-hooks";
import { replaceLibraryFile } from "@/lib/file-library/extra-hooks";
import { fileKeys, type LibraryFile } from "@/lib/file-library/hooks";
import { formatFileSize } from "@/lib/format";

type Values = { file: string };
/** The chosen file's name stands in for the file in the form; the File itself is kept aside. */
const replaceForm = object({ file: string().check(minLength(1, "Choose the new file.")) });

/**
 * "Replace file…": new content under the same file (POST /file/{id}/replace). Its name,
 * folder, permission, assignments and stats stay; the old content is kept as a version.
 */
export function ReplaceFileDialog({ file, open, onOpenChange }: { file: LibraryFile; open: boolean; onOpenChange: (open: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const form = useApiForm<Values>(replaceForm, { defaultValues: { file: "" } });
  const replace = useApiMutation({
    mutationFn: () => {
      setProgress(0);
      return replaceLibraryFile(file.id, chosen!, setProgress);
    },
    invalidate: [fileKeys.all, contactFileKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  const busy = form.formState.isSubmitting;
  const name = form.watch("file");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      form={form}
      onSubmit={() => replace.mutateAsync(undefined as never)}
      title="Replace file"
      description={`New content for ${file.name}.${file.ext}. It keeps its name, folder, who can see it, the contacts it was sent to and its stats; the current content stays under Versions.`}
      submitLabel="Replace"
      busyLabel="Uploading"
    >
      <Field label="New file" htmlFor="replace-file" error={form.formState.errors.file?.message} required>
        <div className="flex min-w-0 items-center gap-3">
          <Button id="replace-file" type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()} aria-describedby="replace-file-name">
            <FileUp aria-hidden="true" /> Choose file
          </Button>
          <span id="replace-file-name" className="min-w-0 truncate text-sm text-muted-foreground">
            {chosen ? `${chosen.name} (${formatFileSize(chosen.size)})` : "No file chosen"}
          </span>
        </div>
      </Field>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="New file"
        data-testid="replace-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          e.target.value = "";
          if (!f) return;
          if (f.size > LIBRARY_MAX_BYTES) {
            form.setError("file", { type: "client", message: "The file may not be greater than 100MB." });
            return;
          }
          setChosen(f);
          form.setValue("file", f.name, { shouldValidate: true });
        }}
      />
      {busy && <progress className="h-1.5 w-full accent-primary" value={Math.round(progress * 100)} max={100} aria-label={`Uploading ${name}`} />}
    </FormDialog>
  );
}
