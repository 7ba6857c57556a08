"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ClipboardList } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { api, type ApiAnswer } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { RATING_MAX, YES_NO } from "@/lib/forms/constants";
import { BackLink, PortalEmpty, PortalHtml, PortalList, PortalLoading, PortalRow, portalHref } from "./portal-ui";
import { onPortalError } from "../portal-errors";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Question = ApiAnswer<"get", "/portal/forms/{id}">["questions"][number];

/** The Forms tab: the contact's forms, or one to fill in when `item` names it. */
export function PortalForms({ slug, item, name }: { slug: string; item: number | null; name: string }) {
  return item ? <FormView slug={slug} id={item} back={name} /> : <FormList slug={slug} />;
}

function FormList({ slug }: { slug: string }) {
  const q = useQuery({ queryKey: ["portal", "forms"], queryFn: ({ signal }) => api.get("/portal/forms", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading />;
  if (q.isError) return <PortalEmpty icon={ClipboardList} title="We couldn’t load your forms" description="Check your connection and try again." />;
  if (!q.data.data.length) return <PortalEmpty icon={ClipboardList} title="No forms yet" description="Check-ins and questionnaires from your coach appear here." />;
  return (
    <PortalList>
      {q.data.data.map((f) => (
        <PortalRow key={f.id} href={portalHref(slug, "forms", f.id)} icon={ClipboardList} title={f.title} detail={f.answered_at ? `Answered ${formatDate(f.answered_at)}` : "Not answered yet"} />
      ))}
    </PortalList>
  );
}

type Values = Record<string, string | string[]>;

function FormView({ slug, id, back }: { slug: string; id: number; back: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ["portal", "forms", id], queryFn: ({ signal }) => api.get("/portal/forms/{id}", { params: { id }, signal }).catch((e) => { onPortalError(e); throw e; }) });
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => api.post("/portal/forms/{id}/submit", { params: { id }, body: { answers: values } }),
    onSuccess: (res) => { setThanks(res.message); setErrors({}); void refreshAfterWrite(qc, [["portal", "forms"], ["portal", "classroom"]]); },
    onError: (e: unknown) => {
      const errs = (e as { body?: { errors?: Record<string, string[]> } }).body?.errors;
      if (errs) setErrors(errs); else onPortalError(e);
    },
  });
  const backLink = <BackLink href={portalHref(slug, "forms")} label={back} />;
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <div className="flex flex-col gap-4">{backLink}<PortalEmpty icon={ClipboardList} title="This form isn’t available" description="It may have been taken back by your coach." /></div>;
  const f = q.data;
  if (thanks) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <div role="status" className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-card px-6 py-10 text-center">
          <CheckCircle2 className="size-10 text-success-strong" aria-hidden />
          <p className="font-medium text-foreground">{thanks}</p>
        </div>
      </div>
    );
  }
  const set = (qid: number, v: string | string[]) => setValues((old) => ({ ...old, [qid]: v }));
  const onSubmit = (e: FormEvent) => { e.preventDefault(); submit.mutate(); };
  const general = errors.form?.[0];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {backLink}
      <h2 className="text-xl font-semibold text-foreground">{f.title}</h2>
      {f.instruction ? <PortalHtml html={f.instruction} /> : null}
      {f.questions.filter((x) => x.type !== "file").map((question) => (
        <QuestionField key={question.id} q={question} value={values[question.id]} onChange={(v) => set(question.id, v)} error={errors[`answers.${question.id}`]?.[0] ?? errors[String(question.id)]?.[0]} />
      ))}
      {general ? <p role="alert" className="text-sm text-danger">{general}</p> : null}
      <Button type="submit" loading={submit.isPending} loadingText="Sending" className="w-full" style={{ backgroundColor: f.button_color }}>{f.submit_label}</Button>
    </form>
  );
}

function QuestionField({ q, value, onChange, error }: { q: Question; value: string | string[] | undefined; onChange: (v: string | string[]) => void; error?: string }) {
  const idBase = `q-${q.id}`;
  const describedBy = [q.description ? `${idBase}-desc` : "", error ? `${idBase}-err` : ""].filter(Boolean).join(" ") || undefined;
  const text = typeof value === "string" ? value : "";
  const title = <>{q.title}{q.required ? <span className="text-danger" aria-hidden> *</span> : null}</>;
  const choices = q.type === "yes_no" ? [...YES_NO] : q.type === "rating" ? Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)) : q.options;
  let control;
  if (q.type === "long_text") control = <Textarea id={idBase} value={text} onChange={(e) => onChange(e.target.value)} rows={4} aria-describedby={describedBy} aria-invalid={error ? true : undefined} required={q.required === 1} />;
  else if (q.type === "dropdown") {
    control = (
      <NativeSelect id={idBase} value={text} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <option value="">Choose…</option>
        {q.options.map((o) => <option key={o} value={o}>{o}</option>)}
      </NativeSelect>
    );
  } else if (q.type === "single_choice" || q.type === "yes_no" || q.type === "rating" || q.type === "multiple_choice") {
    const multi = q.type === "multiple_choice";
    const picked = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
        <legend className="mb-1 text-sm font-medium text-foreground">{title}</legend>
        {q.description ? <p id={`${idBase}-desc`} className="text-sm text-muted-foreground">{q.description}</p> : null}
        <div className={q.type === "rating" ? "flex gap-2" : "flex flex-col gap-2"}>
          {choices.map((o) => (
            <label key={o} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border bg-card px-3 text-sm text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary-tint">
              <input type={multi ? "checkbox" : "radio"} name={idBase} value={o} checked={picked.includes(o)} className="size-4 accent-[var(--color-primary-strong)]"
                onChange={(e) => onChange(multi ? (e.target.checked ? [...picked, o] : picked.filter((x) => x !== o)) : o)} />
              {o}
            </label>
          ))}
        </div>
        {error ? <p id={`${idBase}-err`} className="text-sm text-danger">{error}</p> : null}
      </fieldset>
    );
  } else {
    const type = q.type === "email" ? "email" : q.type === "phone" ? "tel" : q.type === "number" ? "number" : q.type === "date" ? "date" : "text";
    control = <Input id={idBase} type={type} value={text} onChange={(e) => onChange(e.target.value)} aria-describedby={describedBy} aria-invalid={error ? true : undefined} required={q.required === 1} />;
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={idBase} className="text-sm font-medium text-foreground">{title}</label>
      {q.description ? <p id={`${idBase}-desc`} className="text-sm text-muted-foreground">{q.description}</p> : null}
      {control}
      {error ? <p id={`${idBase}-err`} className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}
