"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { CheckCircle2, FileSpreadsheet, History, PartyPopper, TriangleAlert, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFileDrop } from "@/components/ui/use-file-drop";
import { CONTENT_IMPORT_ACCEPT, CONTENT_IMPORT_MSG as MSG } from "@/lib/content-import/constants";
import { contentImportKeys, importContentFile, useImportAccounts, useImportHistories, verifyContentFile, type ImportStarted, type VerifyResult } from "@/lib/content-import/hooks";
import { ApiError } from "@/lib/http/client";
import { EVENTS, userChannel, type ContentUploadPayload } from "@/lib/platform/realtime/channels";
import { useRealtimeEvent } from "@/lib/platform/realtime/client";
import { cn } from "@/lib/utils/cn";
import { ContentIcon } from "./content-icon";
import { ImportHistory } from "./import-history";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Step = 0 | 1 | 2 | 3 | 4 | 5;
type Props = { userId: number; /** Lists to refresh once an import finishes. */ refreshKeys: QueryKey[] };

const SAMPLES = [
  { href: "/samples/content-import-playbooks.csv", label: "Playbooks sample" },
  { href: "/samples/content-import-pages.csv", label: "Pages sample" },
  { href: "/samples/content-import-forms.csv", label: "Forms sample" },
];

function Bar({ percent }: { percent: number }) {
  return (
    <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function StepHead({ icon, title, text, tone = "primary" }: { icon: React.ReactNode; title: string; text?: string; tone?: "primary" | "danger" | "success" }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <div className={cn("flex size-12 items-center justify-center rounded-full", tone === "danger" ? "bg-danger-tint text-danger-strong" : tone === "success" ? "bg-success-tint text-success-strong" : "bg-primary/10 text-primary")}>{icon}</div>
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}

/**
 * The content import wizard (doc 2 s2, steps 0-5) with its history side panel, opened from the
 * Import button of the playbooks and pages dashboards. Progress comes from the
 * content-upload-channel event (applied only when its employer is the current user) and from
 * the history read every 2 s while importing, since realtime is best effort.
 */
export function ContentImportWizard({ userId, refreshKeys }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [current, setStep] = useState<Step>(0);
  const [file, setFile] = useState<File | null>(null);
  const [verified, setVerified] = useState<VerifyResult | null>(null);
  const [oops, setOops] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [started, setStarted] = useState<ImportStarted | null>(null);
  const [eventIndex, setEventIndex] = useState(0);
  const [showHistory, setShowHistory] = useState(true);

  const accounts = useImportAccounts(open && current === 2);
  const history = useImportHistories(open, current === 3);
  const polled = started && history.data?.latest?.id === started.id ? history.data.latest : null;
  const total = started?.total ?? 0;
  const index = Math.min(total, Math.max(eventIndex, polled?.done ?? 0));
  const percent = total ? Math.floor((index * 100) / total) : 0;

  useRealtimeEvent<ContentUploadPayload>(userChannel("content-upload-channel", userId), EVENTS["content-upload-channel"], (p) => {
    if (p.employer !== userId || current !== 3) return;
    setEventIndex((i) => Math.max(i, p.index));
  });

  // Step 3 goes to 4 once every item of every chosen account is made; the lists are read again.
  const failed = current === 3 && polled?.state === "failed";
  const finished = current === 3 && started != null && !failed && (index >= total || polled?.state === "completed");
  const step: Step = failed ? 5 : finished ? 4 : current;
  useEffect(() => {
    if (!finished && !failed) return;
    void refreshAfterWrite(queryClient, [contentImportKeys.histories, ...refreshKeys]);
  }, [finished, failed, queryClient, refreshKeys]);

  const reset = () => {
    setStep(0);
    setFile(null);
    setVerified(null);
    setOops(null);
    setChosen([]);
    setChooseError(null);
    setStarted(null);
    setEventIndex(0);
  };

  const pick = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    setFile(f);
    try {
      const res = await verifyContentFile(f);
      setVerified(res);
      if (res.status === 1) setStep(1);
      else {
        setOops(res.message);
        setStep(5);
      }
    } catch (err) {
      setOops(err instanceof ApiError ? err.message : null);
      setStep(5);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };
  const { over, dropProps } = useFileDrop((files) => void pick(files[0]));

  const start = async () => {
    if (!chosen.length) {
      setChooseError(MSG.selectAccount);
      return;
    }
    if (!file) return;
    setBusy(true);
    setChooseError(null);
    try {
      const res = await importContentFile(file, chosen);
      setStarted(res.data);
      setEventIndex(0);
      setStep(3);
      void refreshAfterWrite(queryClient, [contentImportKeys.histories]);
    } catch (err) {
      setChooseError(err instanceof ApiError ? err.message : "The import could not be started. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const type = started?.type ?? verified?.type ?? null;
  let subIndex = 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        // Closing resets to step 0 (doc 2).
        if (!o) reset();
      }}
    >
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" /> Import
      </Button>
      <DialogContent size="xl" dismissOnOutsideClick={step !== 3}>
        <DialogHeader>
          <DialogTitle>Content Importer</DialogTitle>
          <DialogDescription>Import playbooks, pages or forms from a spreadsheet into one or more of your accounts.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-6 md:flex-row">
          <div className="flex min-w-0 flex-1 flex-col gap-5">
            {step === 0 && (
              <>
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-base font-semibold text-foreground">{MSG.step0}</h3>
                  <Button type="button" variant="ghost" size="sm" aria-pressed={showHistory} onClick={() => setShowHistory((s) => !s)}>
                    <History aria-hidden="true" /> History
                  </Button>
                </div>
                <label
                  htmlFor={`${id}-file`}
                  {...dropProps}
                  className={cn(
                    "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors",
                    "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
                    over ? "border-primary bg-primary/5" : "border-border hover:bg-muted/50",
                  )}
                >
                  {busy ? <Spinner /> : <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden="true" />}
                  <span className="text-sm font-medium text-foreground">{busy ? "Checking the file…" : "Drag and drop a file here, or click to choose one"}</span>
                  <span className="text-xs text-muted-foreground">.csv, .xls or .xlsx; one content type per file</span>
                  <input id={`${id}-file`} ref={inputRef} type="file" accept={CONTENT_IMPORT_ACCEPT} className="sr-only" disabled={busy} aria-label="Content file" onChange={(e) => void pick(e.target.files?.[0])} />
                </label>
                <p className="text-xs text-muted-foreground">
                  Columns: content_type (1 playbook, 2 page, 3 form), title, section, subsection, content, question_type, options, media_url. Download a sample:{" "}
                  {SAMPLES.map((s, i) => (
                    <span key={s.href}>
                      {i > 0 && ", "}
                      <a href={s.href} download className="font-medium text-primary-strong underline underline-offset-2">
                        {s.label}
                      </a>
                    </span>
                  ))}
                  .
                </p>
              </>
            )}

            {step === 1 && verified && (
              <>
                <StepHead icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title={MSG.success} text={MSG.loaded} tone="success" />
                <p className="flex items-center justify-center gap-2 text-sm text-foreground">
                  {type && <ContentIcon name={type.icon} />}
                  <span className="break-all">{file?.name}</span>: {verified.response} {type?.type ?? "item"}
                  {verified.response === 1 ? "" : "s"}
                </p>
                {verified.limit_reached_message && (
                  <div role="alert" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-tint p-3 text-sm">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
                    <span>
                      <strong>{MSG.limitReached}</strong> {verified.limit_reached_message}
                    </span>
                  </div>
                )}
                <div className="flex justify-center">
                  <Button type="button" onClick={() => setStep(2)}>
                    Import
                  </Button>
                </div>
              </>
            )}

            {step === 2 && (
              <>
                <h3 className="text-base font-semibold text-foreground">{MSG.importTo}</h3>
                {accounts.isPending ? (
                  <Spinner />
                ) : (
                  <fieldset className="flex flex-col gap-2" aria-describedby={chooseError ? `${id}-choose-error` : undefined}>
                    <legend className="sr-only">{MSG.importTo}</legend>
                    {accounts.data?.locations.map((a) => {
                      const label = a.is_primary ? "Primary account" : `Sub account ${++subIndex}`;
                      const checked = chosen.includes(a.id);
                      return (
                        <label key={a.id} className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 hover:bg-muted/50">
                          <Checkbox
                            checked={checked}
                            onCheckedChange={(v) => {
                              setChooseError(null);
                              setChosen((c) => (v ? [...c, a.id] : c.filter((x) => x !== a.id)));
                            }}
                          />
                          <span className="flex min-w-0 flex-col">
                            <span className="text-sm font-medium text-foreground">{label}</span>
                            <span className="truncate text-xs text-muted-foreground">{a.businessname}</span>
                          </span>
                        </label>
                      );
                    })}
                  </fieldset>
                )}
                {chooseError && (
                  <p id={`${id}-choose-error`} role="alert" className="text-sm text-danger-strong">
                    {chooseError}
                  </p>
                )}
                <div className="flex justify-end">
                  <Button type="button" onClick={() => void start()} loading={busy} loadingText="Starting">
                    Continue
                  </Button>
                </div>
              </>
            )}

            {(step === 3 || step === 4) && started && (
              <>
                {step === 3 ? (
                  <StepHead icon={<Spinner />} title={MSG.great} text={MSG.beingImported} />
                ) : (
                  <StepHead icon={<PartyPopper className="size-6" aria-hidden="true" />} title={MSG.success} text={MSG.imported} tone="success" />
                )}
                <div className="flex flex-col gap-2" aria-live="polite">
                  <div className="flex items-center justify-between text-sm">
                    <span className="flex items-center gap-2 text-foreground">
                      <ContentIcon name={started.type.icon} /> {started.type.type}
                    </span>
                    <span className="font-medium tabular-nums">{step === 4 ? 100 : percent}%</span>
                  </div>
                  <Bar percent={step === 4 ? 100 : percent} />
                  <p className="text-center text-sm text-muted-foreground tabular-nums">{step === 4 ? `${total}/${total} Items Imported` : `${index}/${total} Items`}</p>
                </div>
                {step === 4 && (
                  <div className="flex justify-center">
                    <Button
                      type="button"
                      onClick={() => {
                        reset();
                        void history.refetch();
                      }}
                    >
                      Show Me
                    </Button>
                  </div>
                )}
              </>
            )}

            {step === 5 && (
              <>
                <StepHead icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={MSG.oops} text={MSG.badFormat} tone="danger" />
                {(failed ? MSG.runFailed : oops) && <p className="text-center text-sm text-foreground">{failed ? MSG.runFailed : oops}</p>}
                <div className="flex justify-center">
                  <Button type="button" variant="outline" onClick={reset}>
                    Close
                  </Button>
                </div>
              </>
            )}
          </div>
          {showHistory && (
            <aside className="min-w-0 border-t border-border pt-4 md:w-72 md:shrink-0 md:border-t-0 md:border-l md:pt-0 md:pl-6">
              <ImportHistory data={history.data} loading={history.isPending} />
            </aside>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
