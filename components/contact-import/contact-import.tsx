"use client";

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/api/client";
import { DONE_TEXT, DONE_TITLE, progressText } from "@/lib/contact-import/constants";
import { importKeys, useImportErrors, useImportLog, type ImportItem } from "@/lib/contact-import/hooks";
import { contactKeys, type ContactStatusTab } from "@/lib/contacts/hooks";
import { formatNumber } from "@/lib/format";
import { planLimitKey } from "@/lib/membership/hooks";
import { EVENTS, userChannel, type ProgressPayload } from "@/lib/platform/realtime/channels";
import { useRealtimeEvent } from "@/lib/platform/realtime/client";
import { ImportErrors, ImportLog } from "./import-log";
import { ImportForm } from "./import-form";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Props = { tabs: ContactStatusTab[]; userId: number; canCreate: boolean; canDelete: boolean };
type Progress = ProgressPayload & { import_id?: number };

/**
 * The contacts screen's import (doc 2 s2, s4): the Import button opens the upload and mapping
 * steps and the import log. A started import shows "Imported X of Y contacts...." inline until
 * count reaches the total (the `progress-channel` event, and the import read every 2 s since
 * realtime is best effort), then the "CSV Imported!" dialog. Dismissing it deletes the log of
 * an import that left no row out (doc 1 s9: "import logs are deleted once it is dismissed");
 * a log with rows left out is kept so they can be read.
 */
export function ContactImport({ tabs, userId, canCreate, canDelete }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"new" | "log">("new");
  const [showErrorsOf, setShowErrorsOf] = useState<number | null>(null);
  const [started, setStarted] = useState<ImportItem | null>(null);
  const [event, setEvent] = useState<{ id: number; count: number } | null>(null);
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  // An import still running when the screen was (re)loaded is picked up again.
  const recent = useImportLog(1, started == null);
  const base = started ?? recent.data?.data.find((i) => i.state === "queued" || i.state === "running") ?? null;
  const active = base && base.id !== dismissedId ? base : null;

  const poll = useImportErrors(active?.id ?? null, 1, true);
  const imp = poll.data?.import.id === active?.id ? poll.data?.import : undefined;
  const finished = imp && (imp.state === "completed" || imp.state === "failed") ? imp : null;
  const count = Math.max(active?.count ?? 0, imp?.count ?? 0, event && event.id === active?.id ? event.count : 0);

  useRealtimeEvent<Progress>(userChannel("progress-channel", userId), EVENTS["progress-channel"], (p) => {
    // The channel also carries other jobs' progress (the Mindbody sync): only this import's counts.
    if (!active || p.import_id !== active.id) return;
    setEvent({ id: active.id, count: p.count });
    // The final numbers come from the import itself.
    if (p.count >= p.total_count) void poll.refetch();
  });

  useEffect(() => {
    if (!finished) return;
    void refreshAfterWrite(queryClient, [contactKeys.all, planLimitKey, importKeys.all]);
  }, [finished, queryClient]);

  const close = () => {
    if (active) setDismissedId(active.id);
    setStarted(null);
  };
  const dismiss = async () => {
    if (finished && finished.error_count === 0 && canDelete) {
      await api.post("/contact/delete-csv-import-log", { body: { ids: [finished.id] } }).catch(() => undefined);
      void refreshAfterWrite(queryClient, [importKeys.all]);
    }
    close();
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setShowErrorsOf(null);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" onClick={() => setView(canCreate ? "new" : "log")}>
            <Upload aria-hidden="true" />
            Import
          </Button>
        </DialogTrigger>
        <DialogContent size="lg" dismissOnOutsideClick={false}>
          <DialogHeader>
            <DialogTitle>Import contacts</DialogTitle>
            <DialogDescription>Add or update contacts from a .csv, .xls or .xlsx file.</DialogDescription>
          </DialogHeader>
          <Tabs value={view} onValueChange={(v) => setView(v as "new" | "log")} className="flex min-h-0 min-w-0 flex-1 flex-col">
            <div className="px-6">
              <TabsList aria-label="Import">
                {canCreate && <TabsTrigger value="new">New import</TabsTrigger>}
                <TabsTrigger value="log">Import log</TabsTrigger>
              </TabsList>
            </div>
            {canCreate && (
              <TabsContent value="new" className="flex min-h-0 flex-1 flex-col">
                {/* Remounted each time the dialog opens: a new import starts from the file step. */}
                <ImportForm
                  key={String(open)}
                  tabs={tabs}
                  onCancel={() => setOpen(false)}
                  onStarted={(imp) => {
                    setStarted(imp);
                    setOpen(false);
                  }}
                />
              </TabsContent>
            )}
            <TabsContent value="log" className="min-h-0 flex-1 overflow-y-auto px-6 pt-3 pb-5">
              {showErrorsOf != null ? <ImportErrors importId={showErrorsOf} onBack={() => setShowErrorsOf(null)} /> : <ImportLog canDelete={canDelete} />}
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>

      {active && !finished && (
        <div
          role="status"
          aria-live="polite"
          className="fixed inset-x-3 bottom-4 z-40 mx-auto flex max-w-sm flex-col gap-2 rounded-md bg-foreground px-4 py-3 text-sm text-background shadow-lg"
        >
          <span className="tabular-nums">{progressText(count, active.total_count)}</span>
          <progress className="h-1.5 w-full overflow-hidden rounded-full accent-primary" max={Math.max(1, active.total_count)} value={count} aria-label="Import progress" />
        </div>
      )}

      <ConfirmDialog
        open={finished != null}
        onOpenChange={(o) => !o && close()}
        title={DONE_TITLE}
        description={DONE_TEXT}
        confirmText="OK"
        cancelText={finished && finished.error_count > 0 ? "View import log" : "Close"}
        onConfirm={dismiss}
        onCancel={() => {
          if (finished && finished.error_count > 0) {
            setShowErrorsOf(finished.id);
            setView("log");
            setOpen(true);
            close();
          } else void dismiss();
        }}
      >
        {finished && (
          <p className="text-sm text-muted-foreground">
            {formatNumber(finished.created_count)} added, {formatNumber(finished.updated_count)} updated, {formatNumber(finished.error_count)} not imported.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
