"use client";

import { useState } from "react";
import { FileArchive } from "lucide-react";
import { enum as zEnum, object } from "zod/mini";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { canvaCalls } from "@/lib/playbooks/hooks";
import { useEditorMutation } from "./use-editor-mutation";

type Values = { mode: "each" | "grouped" };
const zipForm = object({ mode: zEnum(["each", "grouped"]) });

/**
 * Imports a design-tool export (a zip of page images): the server checks the whole zip, stores
 * the images in natural order, then builds a step per page or one step with every page.
 */
export function DesignZipDialog({ playbookId }: { playbookId: number }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const form = useApiForm<Values>(zipForm, { defaultValues: { mode: "each" } });
  const importZip = useEditorMutation({
    mutationFn: async (v: Values) => {
      if (!file) throw new Error("no file");
      const up = await canvaCalls.upload(playbookId, file);
      return canvaCalls.build({ playbook_id: playbookId, batch: up.batch, file_ids: up.images.map((i) => i.file_id), grouped: v.mode === "grouped" ? 1 : 0 });
    },
    success: "Design has been imported successfully!",
    form,
    onSuccess: () => {
      setOpen(false);
      setFile(null);
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setFile(null);
      }}
      trigger={
        <Button size="sm" variant="outline">
          <FileArchive aria-hidden="true" /> Import design
        </Button>
      }
      form={form}
      onSubmit={importZip.mutateAsync}
      title="Import a design"
      description="Export your design as PNG or JPG pages in a zip file. Pages are added in their numbered order."
      submitLabel="Import"
      busyLabel="Importing"
      submitDisabled={!file}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="design-zip">Zip file</Label>
        <input id="design-zip" type="file" accept=".zip,application/zip" className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium text-foreground">Steps</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="each" className="accent-primary" {...form.register("mode")} /> A step for each page
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="grouped" className="accent-primary" {...form.register("mode")} /> One step with every page
        </label>
      </fieldset>
    </FormDialog>
  );
}
