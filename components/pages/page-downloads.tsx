"use client";

import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Download, FileDown, Pencil, Trash2, Upload } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { NameDialog } from "@/components/folders/name-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { sendFormWithProgress } from "@/lib/file-library/hooks";
import { formatFileSize } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { PAGE_MSG } from "@/lib/pages/constants";
import { pageKeys, type PageDownload } from "@/lib/pages/hooks";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

const nameError = (v: string) => (!v.trim() ? "The name field is required." : v.trim().length > 180 ? "The name may not be greater than 180 characters." : /[\\/]/.test(v) ? "The name may not contain slashes." : null);

/** The page's downloads: upload a file, rename it, download it, delete it. */
export function PageDownloads({ pageId, downloads, canUpdate }: { pageId: number; downloads: PageDownload[]; canUpdate: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<PageDownload | null>(null);
  const [deleting, setDeleting] = useState<PageDownload | null>(null);
  const refresh = () => refreshAfterWrite(queryClient, [pageKeys.detail(pageId)]);
  const write = useApiMutation({ mutationFn: (run: () => Promise<{ message?: string }>) => run(), invalidate: [pageKeys.all], success: (d) => d.message ?? null });

  const upload = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setProgress(0);
    try {
      await sendFormWithProgress(`/api/v3/page/${pageId}/upload-download`, form, setProgress);
      toast.success(PAGE_MSG.downloadAdded);
      await refresh();
    } catch (e) {
      handleApiError(e);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Downloads</CardTitle>
        {canUpdate && (
          <>
            <input ref={input} type="file" className="sr-only" aria-label="Choose a file to add" tabIndex={-1} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
            <Button variant="outline" size="sm" loading={progress !== null} loadingText={progress !== null ? `Uploading ${Math.round(progress * 100)}%` : undefined} onClick={() => input.current?.click()}>
              <Upload aria-hidden="true" /> Add file
            </Button>
          </>
        )}
      </CardHeader>
      <CardContent>
        {downloads.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileDown className="size-4 shrink-0" aria-hidden="true" /> No downloads yet. Add a meal plan, workbook or video your clients can keep.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Downloads">
            {downloads.map((d) => (
              <li key={d.id} className="flex min-w-0 items-center gap-2 py-2 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={`${d.name}.${d.ext}`}>{d.name}.{d.ext}</p>
                  <p className="text-xs text-muted-foreground">{formatFileSize(d.size)}</p>
                </div>
                <Button variant="ghost" size="icon-sm" asChild>
                  <a href={d.url} download aria-label={`Download ${d.name}.${d.ext}`}>
                    <Download aria-hidden="true" />
                  </a>
                </Button>
                {canUpdate && (
                  <>
                    <Button variant="ghost" size="icon-sm" aria-label={`Rename ${d.name}.${d.ext}`} onClick={() => setRenaming(d)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon-sm" aria-label={`Delete ${d.name}.${d.ext}`} onClick={() => setDeleting(d)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <NameDialog
        key={renaming ? `dl-${renaming.id}` : "dl"}
        open={!!renaming}
        onOpenChange={(o) => !o && setRenaming(null)}
        title="Rename download"
        label="Name"
        initial={renaming?.name ?? ""}
        maxLength={180}
        submitText="Rename"
        busyText="Renaming"
        check={nameError}
        onSubmit={(name) => write.mutateAsync(() => api.patch("/page/download/{id}/rename", { params: { id: renaming?.id ?? 0 }, body: { name } }))}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={`Delete ${deleting ? `${deleting.name}.${deleting.ext}` : "this download"}? Clients can no longer download it.`}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => write.mutateAsync(() => api.delete("/page/delete-download", { body: { id: deleting?.id ?? 0 } })).then(() => setDeleting(null))}
      />
    </Card>
  );
}
