"use client";

import { useState } from "react";
import { History } from "lucide-react";
import { toast } from "sonner";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogClose } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { contactFileKeys } from "@/lib/file-library/contact-hooks";
import { fileExtraCalls, useFileVersions } from "@/lib/file-library/extra-hooks";
import { fileKeys, type LibraryFile } from "@/lib/file-library/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import { formatDateTime, formatFileSize, isoString } from "@/lib/format";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** "Versions": every content the file has had, newest first; any earlier one can be made current again. */
export function VersionsDialog({ file, open, onOpenChange, canRestore }: { file: LibraryFile; open: boolean; onOpenChange: (open: boolean) => void; canRestore: boolean }) {
  const versions = useFileVersions(file.id, open);
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = async (versionId: number) => {
    setRestoring(versionId);
    try {
      const res = await fileExtraCalls.restore(file.id, versionId);
      toast.success(res.message);
      await refreshAfterWrite(queryClient, [fileKeys.all, contactFileKeys.all]);
    } catch (e) {
      handleApiError(e);
    } finally {
      setRestoring(null);
    }
  };
  const rows = versions.data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={(o) => restoring === null && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Versions</DialogTitle>
          <DialogDescription>
            {file.name}.{file.ext}: restoring an earlier version keeps the current one here too.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {versions.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading versions" />
            </div>
          ) : versions.isError ? (
            <p className="text-sm text-danger-strong">We couldn’t load the versions. Close this and try again.</p>
          ) : (
            <ol aria-label="Versions" className="flex flex-col divide-y divide-border">
              {rows.map((v) => (
                <li key={v.version} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
                  <History aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-foreground">
                      Version {v.version}
                      {v.current && <Badge variant="success">Current</Badge>}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      {v.name} · {formatFileSize(v.size)} · <time dateTime={isoString(v.uploaded_at)}>{formatDateTime(v.uploaded_at)}</time>
                      {v.uploaded_by && ` · ${v.uploaded_by}`}
                    </p>
                  </div>
                  {!v.current && canRestore && v.id !== null && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      loading={restoring === v.id}
                      loadingText="Restoring"
                      disabled={restoring !== null}
                      aria-label={`Restore version ${v.version}`}
                      onClick={() => void restore(v.id!)}
                    >
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={restoring !== null}>
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
