"use client";

import { useRef, useState } from "react";
import { CheckCircle2, CircleAlert, UploadCloud } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LIBRARY_MAX_BYTES } from "@/lib/file-library/constants";
import { uploadLibraryFile } from "@/lib/file-library/hooks";
import { ApiError } from "@/lib/http/client";
import { useFileDrop } from "@/components/ui/use-file-drop";
import { cn } from "@/lib/utils/cn";
import { useHydrated } from "@/lib/utils/use-hydrated";

type Item = { key: string; name: string; progress: number; state: "uploading" | "done" | "failed"; error?: string };

/**
 * Drag and drop or pick files; each uploads with its own progress bar. The server checks
 * type and size (the 100 MB check here only saves a doomed upload).
 */
export function UploadZone({ folderId, onUploaded }: { folderId: number; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  // A file picked before hydration would be dropped by the server-rendered input: tests wait for this.
  const hydrated = useHydrated();
  const [items, setItems] = useState<Item[]>([]);
  const patch = (key: string, p: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...p } : i)));

  const start = (list: FileList | null) => {
    if (!list?.length) return;
    const files = Array.from(list);
    const batch = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0, state: "uploading" as const }));
    setItems((all) => [...batch, ...all.filter((i) => i.state === "uploading")]);
    files.forEach(async (file, i) => {
      const { key } = batch[i];
      if (file.size > LIBRARY_MAX_BYTES) {
        patch(key, { state: "failed", error: "The file may not be greater than 100MB." });
        return;
      }
      try {
        await uploadLibraryFile(file, folderId, (progress) => patch(key, { progress }));
        patch(key, { state: "done", progress: 1 });
        onUploaded();
      } catch (e) {
        const message = e instanceof ApiError ? (Object.values(e.body?.errors ?? {})[0]?.[0] ?? e.body?.message) : undefined;
        patch(key, { state: "failed", error: message ?? "The upload failed. Please try again." });
      }
    });
  };

  const { over, dropProps } = useFileDrop((files) => start(files));
  return (
    <div className="flex flex-col gap-2">
      <div
        {...dropProps}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border border-dashed border-input bg-card px-4 py-5 text-center transition-colors sm:flex-row sm:text-left",
          over && "border-primary bg-primary-tint",
        )}
      >
        <UploadCloud aria-hidden="true" className="size-6 shrink-0 text-primary-strong" />
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Drop files here to upload</span> — PDFs, documents, spreadsheets, images, audio and video up to 100 MB each.
        </p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          aria-label="Upload files"
          tabIndex={-1}
          data-testid="file-upload-input"
          data-hydrated={hydrated || undefined}
          onChange={(e) => {
            start(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      {items.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-1.5">
          {items.map((i) => (
            <li key={i.key} className="flex min-w-0 items-center gap-3 rounded-md bg-muted px-3 py-2 text-sm">
              {i.state === "done" ? (
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
              ) : i.state === "failed" ? (
                <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger-strong" />
              ) : null}
              <span className="min-w-0 flex-1 truncate">{i.name}</span>
              {i.state === "uploading" && (
                <progress className="h-1.5 w-24 shrink-0 accent-primary sm:w-40" value={Math.round(i.progress * 100)} max={100} aria-label={`Uploading ${i.name}`} />
              )}
              {i.state === "done" && <span className="shrink-0 text-muted-foreground">Uploaded</span>}
              {i.state === "failed" && <span role="alert" className="min-w-0 shrink text-danger-strong">{i.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
