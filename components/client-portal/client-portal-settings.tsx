"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff } from "lucide-react";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { api, type ApiAnswer } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { COACH_TABS, GREETING_DEFAULTS, GREETING_MAX, TAB_NAME_MAX, type CoachTabKey, type GreetingField } from "@/lib/portal/tabs";
import { cn } from "@/lib/utils/cn";
import { ClientPortalContent, type ContentMay } from "./client-portal-content";

export type PortalSettings = ApiAnswer<"get", "/client-portal">["data"];
const KEY = ["client-portal", "settings"] as const;
const GREETING_LABELS: Record<GreetingField, string> = { morning_text: "Morning (05:00–11:59)", afternoon_text: "Afternoon (12:00–17:59)", evening_text: "Evening" };

const fieldError = (e: unknown, field: string) => (e instanceof ApiError ? e.body?.errors?.[field]?.[0] ?? e.body?.message : null) ?? "We are unable to process your request, Please try again!";

/**
 * The coach's client portal settings (/client-portal): the portal's address and chat, the tabs'
 * names, order and visibility, the greetings, and which content is in the portal.
 */
export function ClientPortalSettings({ initial, may }: { initial: PortalSettings; may: ContentMay & { update: boolean } }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get("/client-portal", { signal }).then((r) => r.data), initialData: initial });
  const s = q.data;
  const saved = (res: { message: string; data: PortalSettings }) => { qc.setQueryData(KEY, res.data); toast.success(res.message); };
  const update = useMutation({
    mutationFn: (body: { slug?: string; tab_order?: CoachTabKey[]; visible_tabs?: CoachTabKey[]; chat_enabled?: boolean }) => api.post("/client-portal/update-settings", { body }),
    onSuccess: saved,
    onError: (e) => toast.error(fieldError(e, "slug")),
  });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Client Portal</h1>
        <p className="text-sm text-muted-foreground">Where your clients sign in on their phones: choose its address, its tabs and what they see.</p>
      </header>

      <Panel title="Portal address" description="Share this link with your clients. Changing it stops the old address from working.">
        <CopyField id="portal-url" label="Portal link" value={s.portal_url} item="Portal link" />
        <SlugForm slug={s.slug} disabled={!may.update} busy={update.isPending} onSave={(slug) => update.mutateAsync({ slug }).then(() => true, () => false)} />
        <label className="flex items-center justify-between gap-4 rounded-lg border border-border px-3 py-3">
          <span className="flex flex-col">
            <span className="text-sm font-medium text-foreground">Chat with your clients</span>
            <span className="text-sm text-muted-foreground">Clients see a Chat tab and can message you from the portal.</span>
          </span>
          <Switch checked={s.chat_enabled} disabled={!may.update || update.isPending} onCheckedChange={(on) => update.mutate({ chat_enabled: on })} aria-label="Chat with your clients" />
        </label>
      </Panel>

      <Panel title="Tabs" description="Rename, reorder and hide the tabs of your clients’ bottom bar. Tabs marked “Coming soon” appear once they are ready.">
        <SortableList
          items={s.tab_order.map((key, i) => ({ key, id: i + 1 }))}
          getId={(t) => t.id}
          getLabel={(t) => s[`${t.key}_tab_name` as keyof PortalSettings] as string}
          disabled={!may.update}
          onReorder={(ids) => update.mutate({ tab_order: ids.map((id) => s.tab_order[id - 1]) })}
          renderItem={(t, handle) => (
            <TabRow key={t.key} tabKey={t.key} name={s[`${t.key}_tab_name` as keyof PortalSettings] as string} visible={s.visible_tabs.includes(t.key)} available={s.available_tabs.includes(t.key)} disabled={!may.update}
              handle={<DragHandle handle={handle} label={`Reorder ${s[`${t.key}_tab_name` as keyof PortalSettings] as string}`} />}
              onSaved={saved}
              onVisible={(on) => update.mutate({ visible_tabs: on ? [...s.visible_tabs, t.key] : s.visible_tabs.filter((k) => k !== t.key) })} />
          )}
        />
      </Panel>

      <Panel title="Greetings" description="The title clients see at the top of their portal, by the time of day where you are. Merge fields such as {{ contact.first_name }} work here.">
        {(Object.keys(GREETING_DEFAULTS) as GreetingField[]).map((f) => <GreetingForm key={f} field={f} value={s[f]} disabled={!may.update} onSaved={saved} />)}
      </Panel>

      <ClientPortalContent may={may} />
    </div>
  );
}

function Panel({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

function SlugForm({ slug, disabled, busy, onSave }: { slug: string; disabled: boolean; busy: boolean; onSave: (slug: string) => Promise<boolean> }) {
  const [value, setValue] = useState(slug);
  const submit = (e: FormEvent) => { e.preventDefault(); if (value.trim() && value !== slug) void onSave(value.trim()); };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor="portal-slug" className="text-sm font-medium text-foreground">Address</label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <span className="flex min-w-0 flex-1 items-center rounded-md border border-border bg-muted/40 pl-3 text-sm text-muted-foreground focus-within:ring-2 focus-within:ring-ring">
          <span className="shrink-0">/portal/</span>
          <Input id="portal-slug" value={value} onChange={(e) => setValue(e.target.value)} maxLength={60} disabled={disabled} className="border-0 bg-transparent pl-0.5 shadow-none focus-visible:ring-0" />
        </span>
        <Button type="submit" variant="secondary" disabled={disabled || !value.trim() || value === slug} loading={busy} loadingText="Saving">Save address</Button>
      </div>
    </form>
  );
}

function TabRow({ tabKey, name, visible, available, disabled, handle, onVisible, onSaved }: { tabKey: CoachTabKey; name: string; visible: boolean; available: boolean; disabled: boolean; handle: ReactNode; onVisible: (on: boolean) => void; onSaved: (r: { message: string; data: PortalSettings }) => void }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () => api.post("/client-portal/rename-tab", { body: { field: `${tabKey}_tab_name` as `classroom_tab_name`, value } }),
    onSuccess: (r) => { setError(null); onSaved(r); },
    onError: (e) => setError(fieldError(e, "value")),
  });
  const def = COACH_TABS.find((t) => t.key === tabKey)!.defaultName;
  const id = `tab-name-${tabKey}`;
  const save = () => { if (value.trim() !== name) rename.mutate(); };
  return (
    <div className={cn("flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2", !visible && "bg-muted/40")}>
      {handle}
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">{def} tab name</label>
        <Input id={id} value={value} maxLength={TAB_NAME_MAX + 10} disabled={disabled} onChange={(e) => setValue(e.target.value)} onBlur={save}
          onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); save(); } }} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} />
        {error ? <p id={`${id}-err`} className="text-sm text-danger">{error}</p> : null}
      </div>
      {!available ? <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">Coming soon</span> : null}
      <label className="flex items-center gap-2 text-sm text-foreground">
        {visible ? <Eye className="size-4 text-muted-foreground" aria-hidden /> : <EyeOff className="size-4 text-muted-foreground" aria-hidden />}
        <span className="sr-only">Show {value || def} to clients</span>
        <Switch checked={visible} disabled={disabled} onCheckedChange={onVisible} aria-label={`Show ${value || def} to clients`} />
      </label>
    </div>
  );
}

function GreetingForm({ field, value, disabled, onSaved }: { field: GreetingField; value: string; disabled: boolean; onSaved: (r: { message: string; data: PortalSettings }) => void }) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.post("/client-portal/update-calendar-title", { body: { field, value: text } }),
    onSuccess: (r) => { setError(null); onSaved(r); },
    onError: (e) => setError(fieldError(e, "value")),
  });
  const id = `greeting-${field}`;
  return (
    <form onSubmit={(e) => { e.preventDefault(); save.mutate(); }} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">{GREETING_LABELS[field]}</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} value={text} maxLength={GREETING_MAX + 10} disabled={disabled} onChange={(e) => setText(e.target.value)} placeholder={GREETING_DEFAULTS[field]} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} className="flex-1" />
        <Button type="submit" variant="secondary" disabled={disabled || text === value} loading={save.isPending} loadingText="Saving">Save</Button>
      </div>
      {error ? <p id={`${id}-err`} className="text-sm text-danger">{error}</p> : null}
    </form>
  );
}
