"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BookOpen, CheckCircle2, Circle, Download, ExternalLink, HelpCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { formatFileSize } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { BackLink, PortalEmpty, PortalHtml, PortalList, PortalLoading, PortalRow, PortalSection, ProgressBar, portalHref } from "./portal-ui";
import { onPortalError } from "../portal-errors";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

const keys = { list: ["portal", "playbooks"] as const, item: (id: number) => ["portal", "playbooks", id] as const };

/** The Playbooks tab: by category, or one playbook when `item` names it. */
export function PortalPlaybooks({ slug, item, name }: { slug: string; item: number | null; name: string }) {
  return item ? <PlaybookView slug={slug} id={item} back={name} /> : <PlaybookList slug={slug} />;
}

function PlaybookList({ slug }: { slug: string }) {
  const q = useQuery({ queryKey: keys.list, queryFn: ({ signal }) => api.get("/portal/playbooks", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading />;
  if (q.isError) return <PortalEmpty icon={BookOpen} title="We couldn’t load your playbooks" description="Check your connection and try again." />;
  if (!q.data.categories.length) return <PortalEmpty icon={BookOpen} title="No playbooks yet" description="Your coach’s playbooks appear here once they share one with you." />;
  return (
    <div className="flex flex-col gap-6">
      {q.data.categories.map((c) => (
        <PortalSection key={c.id ?? "other"} title={c.name}>
          <PortalList>
            {c.playbooks.map((p) => (
              <PortalRow key={p.id} href={portalHref(slug, "playbooks", p.id)} icon={BookOpen} title={p.title}
                detail={p.steps_total ? `${p.progress}% · ${p.steps_done} of ${p.steps_total} steps` : "No steps yet"} />
            ))}
          </PortalList>
        </PortalSection>
      ))}
    </div>
  );
}

function PlaybookView({ slug, id, back }: { slug: string; id: number; back: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: keys.item(id), queryFn: ({ signal }) => api.get("/portal/playbooks/{id}", { params: { id }, signal }).catch((e) => { onPortalError(e); throw e; }) });
  const [open, setOpen] = useState<number | null>(null);
  const complete = useMutation({
    mutationFn: (stepId: number) => api.post("/portal/playbooks/{id}/steps/{step_id}/complete", { params: { id, step_id: stepId } }),
    onSuccess: (res, stepId) => {
      qc.setQueryData(keys.item(id), (old: typeof q.data) => old && { ...old, steps_done: res.steps_done, steps_total: res.steps_total, progress: res.progress, steps: old.steps.map((s) => (s.id === stepId ? { ...s, done: true } : s)) });
      void refreshAfterWrite(qc, [["portal", "classroom"], keys.list]);
      toast.success(res.message);
    },
    onError: onPortalError,
  });
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <div className="flex flex-col gap-4"><BackLink href={portalHref(slug, "playbooks")} label={back} /><PortalEmpty icon={BookOpen} title="This playbook isn’t available" description="It may have been taken back by your coach." /></div>;
  const p = q.data;
  const current = open ?? p.steps.find((s) => !s.done)?.id ?? p.steps[0]?.id ?? null;
  return (
    <div className="flex flex-col gap-5">
      <BackLink href={portalHref(slug, "playbooks")} label={back} />
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-foreground">{p.title}</h2>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <ProgressBar value={p.progress} label="Playbook progress" />
          <span className="shrink-0 font-medium text-foreground">{p.progress}%</span>
        </div>
      </div>
      {p.buttons.length ? (
        <div className="flex flex-wrap gap-2">
          {p.buttons.map((b) => (
            <a key={b.id} href={b.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-10 items-center gap-2 rounded-xl px-4 text-sm font-medium text-white" style={{ backgroundColor: b.color }}>
              {b.label} <ExternalLink className="size-4" aria-hidden />
            </a>
          ))}
        </div>
      ) : null}
      {p.steps.length ? (
        <PortalSection title="Steps">
          <ol className="flex flex-col gap-2">
            {p.steps.map((s, i) => {
              const expanded = s.id === current;
              return (
                <li key={s.id} className="overflow-hidden rounded-2xl border border-border bg-card">
                  <button type="button" aria-expanded={expanded} onClick={() => setOpen(expanded ? -1 : s.id)} className="flex min-h-14 w-full items-center gap-3 px-3 text-left focus-visible:outline-2 focus-visible:outline-ring">
                    {s.done ? <CheckCircle2 className="size-5 shrink-0 text-success-strong" aria-label="Done" /> : <Circle className="size-5 shrink-0 text-muted-foreground" aria-label="Not done" />}
                    <span className="flex-1 font-medium text-foreground">{i + 1}. {s.title}</span>
                  </button>
                  {expanded ? <StepBody playbookId={id} step={s} onComplete={() => complete.mutate(s.id)} completing={complete.isPending && complete.variables === s.id} /> : null}
                </li>
              );
            })}
          </ol>
        </PortalSection>
      ) : <PortalEmpty icon={BookOpen} title="No steps yet" description="Your coach is still writing this playbook." />}
      {p.faqs.length ? (
        <PortalSection title="Questions and answers">
          <div className="flex flex-col gap-2">
            {p.faqs.map((f) => (
              <details key={f.id} className="rounded-2xl border border-border bg-card px-4 py-3">
                <summary className="cursor-pointer font-medium text-foreground">{f.question}</summary>
                <div className="mt-2 text-sm"><PortalHtml html={f.answer} /></div>
              </details>
            ))}
          </div>
        </PortalSection>
      ) : null}
      {p.show_questions ? <AskQuestion playbookId={id} /> : null}
    </div>
  );
}

type Step = { id: number; title: string; banner: string | null; images: { url: string; name: string }[]; tabs: { id: number; title: string; content: string }[]; downloads: { id: number; name: string; size: number }[]; done: boolean };

function StepBody({ playbookId, step, onComplete, completing }: { playbookId: number; step: Step; onComplete: () => void; completing: boolean }) {
  const [tab, setTab] = useState(step.tabs[0]?.id ?? null);
  const shown = step.tabs.find((t) => t.id === tab) ?? step.tabs[0];
  return (
    <div className="flex flex-col gap-4 border-t border-border px-3 py-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- library images of any host */}
      {step.banner ? <img src={step.banner} alt="" className="w-full rounded-xl object-cover" /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- design-tool images, stored files */}
      {step.images.map((img) => <img key={img.url} src={img.url} alt={img.name} className="w-full rounded-xl" />)}
      {step.tabs.length > 1 ? (
        <div role="tablist" aria-label={`${step.title} sections`} className="flex gap-1 overflow-x-auto">
          {step.tabs.map((t) => (
            <button key={t.id} type="button" role="tab" aria-selected={t.id === shown?.id} onClick={() => setTab(t.id)}
              className={cn("shrink-0 rounded-full px-3 py-1.5 text-sm font-medium", t.id === shown?.id ? "bg-primary-strong text-white" : "bg-muted text-foreground")}>{t.title}</button>
          ))}
        </div>
      ) : null}
      {shown ? <div role={step.tabs.length > 1 ? "tabpanel" : undefined}><PortalHtml html={shown.content} /></div> : null}
      {step.downloads.length ? (
        <ul className="flex flex-col gap-2">
          {step.downloads.map((d) => (
            <li key={d.id}>
              <a href={`/api/v3/portal/playbooks/${playbookId}/downloads/${d.id}`} download className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3 text-sm font-medium text-foreground hover:bg-muted/50">
                <Download className="size-4 text-primary-strong" aria-hidden /> <span className="flex-1 truncate">{d.name}</span> <span className="text-muted-foreground">{formatFileSize(d.size)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {step.done ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success-strong"><CheckCircle2 className="size-4" aria-hidden /> Completed</p>
      ) : (
        <Button onClick={onComplete} loading={completing} loadingText="Saving" className="w-full sm:w-auto">Mark step as complete</Button>
      )}
    </div>
  );
}

function AskQuestion({ playbookId }: { playbookId: number }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => api.post("/portal/playbooks/{id}/questions", { params: { id: playbookId }, body: { question: text } }),
    onSuccess: (res) => { setText(""); setError(null); toast.success(res.message); },
    onError: (e: unknown) => {
      const msg = (e as { body?: { errors?: Record<string, string[]> } }).body?.errors?.question?.[0];
      if (msg) setError(msg); else onPortalError(e);
    },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); if (!text.trim()) { setError("The question field is required."); return; } ask.mutate(); };
  return (
    <PortalSection title="Ask your coach">
      <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-3">
        <label htmlFor="portal-question" className="flex items-center gap-2 text-sm font-medium text-foreground"><HelpCircle className="size-4" aria-hidden /> Your question about this playbook</label>
        <Textarea id="portal-question" value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={1000} aria-invalid={error ? true : undefined} aria-describedby={error ? "portal-question-error" : undefined} />
        {error ? <p id="portal-question-error" className="text-sm text-danger">{error}</p> : null}
        <Button type="submit" loading={ask.isPending} loadingText="Sending" className="w-full sm:w-auto sm:self-end">Send question</Button>
      </form>
    </PortalSection>
  );
}
