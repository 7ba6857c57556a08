"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Switch } from "@/components/ui/switch";
import { NativeSelect } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

export type ContentMay = { playbooks: boolean; pages: boolean; forms: boolean; files: boolean };
const KEYS = { playbooks: ["client-portal", "playbooks"], pages: ["client-portal", "pages"], forms: ["client-portal", "forms"], files: ["client-portal", "files"] } as const;
const PERMISSION_LABELS = { private: "Private (nobody)", assigned: "Assigned contacts", all_clients: "All clients" } as const;

/**
 * What is in the portal, kind by kind. Each switch is the owning module's own call (playbooks'
 * pin-unpin and all-clients, pages' enable-disable, forms' set-form-disable, the file library's
 * change-permission), so the content screens and this one always agree.
 */
export function ClientPortalContent({ may }: { may: ContentMay }) {
  const [tab, setTab] = useState("playbooks");
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-foreground">Visible content</h2>
        <p className="text-sm text-muted-foreground">Choose what your clients can find in the portal. Sending an item to a client still decides who sees it.</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Kind of content">
          <TabsTrigger value="playbooks">Playbooks</TabsTrigger>
          <TabsTrigger value="pages">Pages</TabsTrigger>
          <TabsTrigger value="forms">Forms</TabsTrigger>
          <TabsTrigger value="files">Files</TabsTrigger>
        </TabsList>
        <TabsContent value="playbooks"><PlaybookSwitches may={may.playbooks} /></TabsContent>
        <TabsContent value="pages"><PageSwitches may={may.pages} /></TabsContent>
        <TabsContent value="forms"><FormSwitches may={may.forms} /></TabsContent>
        <TabsContent value="files"><FileSwitches may={may.files} /></TabsContent>
      </Tabs>
    </section>
  );
}

function useToggle<V>(key: readonly string[], call: (v: V) => Promise<{ message?: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => { if (res.message) toast.success(res.message); void refreshAfterWrite(qc, [key]); },
    onError: (e) => toast.error(e instanceof ApiError && e.body?.message ? e.body.message : "We are unable to process your request, Please try again!"),
  });
}

function Rows({ loading, empty, children }: { loading: boolean; empty: boolean; children: React.ReactNode }) {
  if (loading) return <p className="py-6 text-center text-sm text-muted-foreground">Loading…</p>;
  if (empty) return <p className="py-6 text-center text-sm text-muted-foreground">Nothing here yet. Create content in its own section, then come back to choose what clients see.</p>;
  return <ul className="mt-3 flex flex-col divide-y divide-border rounded-lg border border-border">{children}</ul>;
}

function Row({ title, detail, children }: { title: string; detail?: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2.5">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-foreground">{title}</span>
        {detail ? <span className="truncate text-xs text-muted-foreground">{detail}</span> : null}
      </span>
      {children}
    </li>
  );
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return <span className="flex items-center gap-2 text-xs text-muted-foreground">{label}{children}</span>;
}

function PlaybookSwitches({ may }: { may: boolean }) {
  const q = useQuery({ queryKey: KEYS.playbooks, queryFn: ({ signal }) => api.get("/client-portal/playbooks", { signal }) });
  const pin = useToggle(KEYS.playbooks, (v: { id: number; on: boolean }) => api.patch("/playbook/{id}/pin-unpin", { params: { id: v.id }, body: { is_pinned: v.on ? 1 : 0 } }));
  const all = useToggle(KEYS.playbooks, (v: { id: number; on: boolean }) => api.patch("/playbook/{id}/enable-disable-all-clients", { params: { id: v.id }, body: { all_clients: v.on ? 1 : 0 } }));
  const rows = q.data?.data ?? [];
  return (
    <Rows loading={q.isPending} empty={!rows.length}>
      {rows.map((p) => (
        <Row key={p.id} title={p.title} detail={p.category ?? undefined}>
          <Labelled label="Pinned"><Switch size="sm" checked={p.is_pinned === 1} disabled={!may} aria-label={`Pin ${p.title}`} onCheckedChange={(on) => pin.mutate({ id: p.id, on })} /></Labelled>
          <Labelled label="All clients"><Switch size="sm" checked={p.all_clients === 1} disabled={!may} aria-label={`Show ${p.title} to all clients`} onCheckedChange={(on) => all.mutate({ id: p.id, on })} /></Labelled>
        </Row>
      ))}
    </Rows>
  );
}

function PageSwitches({ may }: { may: boolean }) {
  const q = useQuery({ queryKey: KEYS.pages, queryFn: ({ signal }) => api.get("/client-portal/pages", { signal }) });
  const toggle = useToggle(KEYS.pages, (v: { id: number; on: boolean }) => api.patch("/page/enable-disable", { body: { id: v.id, status: v.on ? 1 : 0 } }));
  const rows = q.data?.data ?? [];
  return (
    <Rows loading={q.isPending} empty={!rows.length}>
      {rows.map((p) => (
        <Row key={p.id} title={p.title}>
          <Labelled label="In the portal"><Switch size="sm" checked={p.enabled === 1} disabled={!may} aria-label={`Show ${p.title} in the portal`} onCheckedChange={(on) => toggle.mutate({ id: p.id, on })} /></Labelled>
        </Row>
      ))}
    </Rows>
  );
}

function FormSwitches({ may }: { may: boolean }) {
  const q = useQuery({ queryKey: KEYS.forms, queryFn: ({ signal }) => api.get("/client-portal/forms", { signal }) });
  const toggle = useToggle(KEYS.forms, (v: { id: number; on: boolean }) => api.patch("/form/set-form-disable", { body: { id: v.id, disabled: v.on ? 0 : 1 } }));
  const rows = q.data?.data ?? [];
  return (
    <Rows loading={q.isPending} empty={!rows.length}>
      {rows.map((f) => (
        <Row key={f.id} title={f.title} detail={f.enabled ? undefined : "Disabled: takes no answers"}>
          <Labelled label="In the portal"><Switch size="sm" checked={f.portal_enabled === 1} disabled={!may} aria-label={`Show ${f.title} in the portal`} onCheckedChange={(on) => toggle.mutate({ id: f.id, on })} /></Labelled>
        </Row>
      ))}
    </Rows>
  );
}

function FileSwitches({ may }: { may: boolean }) {
  const q = useQuery({ queryKey: KEYS.files, queryFn: ({ signal }) => api.get("/client-portal/files", { signal }) });
  const change = useToggle(KEYS.files, (v: { id: number; permission: "private" | "assigned" | "all_clients" }) => api.patch("/file/{id}/change-permission", { params: { id: v.id }, body: { permission: v.permission } }).then(() => ({ message: "File permission updated." })));
  const rows = q.data?.data ?? [];
  return (
    <Rows loading={q.isPending} empty={!rows.length}>
      {rows.map((f) => (
        <Row key={f.id} title={`${f.name}.${f.ext}`}>
          <NativeSelect aria-label={`Who sees ${f.name}.${f.ext}`} value={f.permission} disabled={!may} onChange={(e) => change.mutate({ id: f.id, permission: e.target.value as "private" })} className="w-48">
            {(Object.keys(PERMISSION_LABELS) as (keyof typeof PERMISSION_LABELS)[]).map((k) => <option key={k} value={k}>{PERMISSION_LABELS[k]}</option>)}
          </NativeSelect>
        </Row>
      ))}
    </Rows>
  );
}
