"use client";

import { useEffect, useRef, useState } from "react";
import { UploadCloud } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CROPPER } from "@/lib/image-library/constants";
import { useFileDrop } from "@/components/ui/use-file-drop";
import { cn } from "@/lib/utils/cn";

/**
 * A drop zone for images: drag and drop, or a button that opens the file chooser. It accepts
 * files only CROPPER.timings.dropZoneMs after it appears (doc 2 s9), so a drag that opened
 * the dialog does not drop into it by accident.
 */
export function ImageDrop({ multiple, accept = "image/*", label, hint, onFiles, testId }: { multiple?: boolean; accept?: string; label: string; hint: string; onFiles: (files: File[]) => void; testId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setEnabled(true), CROPPER.timings.dropZoneMs);
    return () => window.clearTimeout(t);
  }, []);
  const take = (list: FileList | null) => {
    if (enabled && list?.length) onFiles(Array.from(list));
  };
  const { over, dropProps } = useFileDrop((files) => take(files));
  return (
    <div
      {...dropProps}
      className={cn("flex flex-col items-center gap-2 rounded-lg border border-dashed border-input bg-card px-4 py-6 text-center", over && "border-primary bg-primary-tint")}
    >
      <UploadCloud aria-hidden="true" className="size-6 text-primary-strong" />
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{label}</span> — {hint}
      </p>
      <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={!enabled}>
        {multiple ? "Choose images" : "Choose an image"}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = "";
        }}
      />
    </div>
  );
}
