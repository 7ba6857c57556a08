"use client";

import { useState } from "react";
import { Mail, Settings2 } from "lucide-react";
import { useEditorCall } from "@/components/form/use-editor-call";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyField } from "@/components/ui/copy-field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { FIELD_LABELS, type OptionalField } from "@/lib/opt-ins/constants";
import { optInKeys, useServiceOptIns, type ServiceOptInsAnswer } from "@/lib/opt-ins/hooks";
import { OptInSettingsDialog } from "./opt-in-settings-dialog";

type Access = { canUpdate: boolean };
type Tag = { id: number; name: string };

const value = (s: ServiceOptInsAnswer, key: string) => JSON.parse(s.data.find((x) => x.key === key)!.setting_value) as unknown;

function ServiceCard({ initial, tags, access }: { initial: ServiceOptInsAnswer; tags: Tag[]; access: Access }) {
  const s = useServiceOptIns(initial.service.id, initial).data ?? initial;
  const [editing, setEditing] = useState(false);
  const fields = ["email", ...(value(s, "fields") as OptionalField[])] as (OptionalField | "email")[];
  const tagIds = value(s, "tags") as number[];
  const tagNames = tagIds.map((id) => tags.find((t) => t.id === id)?.name).filter(Boolean) as string[];
  const double = (value(s, "double_opt_in") as boolean) || s.confirm_optin;
  const redirect = value(s, "redirect_url") as string;
  const headingId = `service-${s.service.id}-title`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h2" id={headingId} className="text-base">{s.service.name}</CardTitle>
          <CardDescription>
            {formatCount(s.counts.active, "subscriber")} · {formatCount(s.counts.optins, "pending confirmation", "pending confirmations")}
          </CardDescription>
        </div>
        {access.canUpdate && (
          <Button variant="outline" onClick={() => setEditing(true)} aria-label={`Edit settings for ${s.service.name}`}>
            <Settings2 className="size-4" aria-hidden="true" />
            Edit settings
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid min-w-0 grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-foreground">Fields asked</dt>
          <dd className="text-muted-foreground">{fields.map((f) => FIELD_LABELS[f]).join(", ")}</dd>
          <dt className="font-medium text-foreground">Tags</dt>
          <dd className="flex flex-wrap gap-1 text-muted-foreground">{tagNames.length ? tagNames.map((n) => <Badge key={n}>{n}</Badge>) : "None"}</dd>
          <dt className="font-medium text-foreground">Double opt-in</dt>
          <dd className="text-muted-foreground">{double ? (s.confirm_optin ? "On (account-wide)" : "On") : "Off"}</dd>
          <dt className="font-medium text-foreground">After sign-up</dt>
          <dd className="[overflow-wrap:anywhere] text-muted-foreground">{redirect ? `Redirect to ${redirect}` : "Thank-you message"}</dd>
        </dl>
        <CopyField id={`service-${s.service.id}-url`} label="Form link" value={s.form_url} item="Form link" />
      </CardContent>
      {editing && <OptInSettingsDialog service={s} tags={tags} open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}

/** OptinIndex (/opt-ins): each service's opt-in form and its settings, and the account-wide options. */
export function OptInIndex({ initial, tags, access }: { initial: ServiceOptInsAnswer[]; tags: Tag[]; access: Access }) {
  const first = useServiceOptIns(initial[0].service.id, initial[0]).data ?? initial[0];
  const run = useEditorCall(optInKeys.all);
  const [busy, setBusy] = useState<"confirm" | "key" | null>(null);
  const act = async (kind: "confirm" | "key", work: () => Promise<{ message?: string }>) => {
    setBusy(kind);
    await run(work);
    setBusy(null);
  };
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Opt-ins</h1>
        <p className="text-sm text-muted-foreground">Public sign-up forms for your services: share the link or embed it on your website.</p>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Switch
              id="confirm-optin"
              checked={first.confirm_optin}
              disabled={!access.canUpdate || busy === "confirm"}
              onCheckedChange={(on) => act("confirm", () => api.patch("/admin-setting/update-confirm-optin", { body: { confirm_optin: on } }))}
              className="mt-0.5"
            />
            <div>
              <Label htmlFor="confirm-optin">Confirm every opt-in by email</Label>
              <p className="text-xs text-muted-foreground">Account-wide: every form mails a confirmation link, whatever its own double opt-in setting.</p>
            </div>
          </div>
          <Button variant="outline" disabled={busy === "key"} onClick={() => act("key", () => api.post("/admin-setting/send-access-key", {}))}>
            <Mail className="size-4" aria-hidden="true" />
            Email me my access key
          </Button>
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        {initial.map((s) => (
          <ServiceCard key={s.service.id} initial={s} tags={tags} access={access} />
        ))}
      </div>
    </div>
  );
}
