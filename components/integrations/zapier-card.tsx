"use client";

import { useState } from "react";
import { KeyRound } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatDateTime } from "@/lib/format";
import { integrationKeys, useZapierStatus, type ZapierStatus } from "@/lib/integrations/hooks";
import { CopyField } from "@/components/ui/copy-field";

/** Zapier: the location's one API key, shown once when made; a new one replaces the old. */
export function ZapierCard({ initial, canUpdate, canDelete }: { initial: ZapierStatus; canUpdate: boolean; canDelete: boolean }) {
  const status = useZapierStatus(initial).data ?? initial;
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);

  const generate = useApiMutation({
    mutationFn: () => api.post("/integration/generate-zapier-token"),
    success: (res) => res.message,
    invalidate: [integrationKeys.zapier(), integrationKeys.apiKeys()],
    onSuccess: (res) => setShown(res.token),
  });
  const revoke = useApiMutation({
    mutationFn: () => api.delete("/integration/zapier-token"),
    success: (res) => res.message,
    invalidate: [integrationKeys.zapier(), integrationKeys.apiKeys()],
    onSuccess: () => setShown(null),
  });

  return (
    <Card role="region" aria-labelledby="zapier-title" className="flex min-w-0 flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="zapier-title" className="flex items-center gap-2 text-base font-semibold">
          <KeyRound className="size-4 text-muted-foreground" aria-hidden />
          Zapier
        </h2>
        <Badge variant={status.active ? "success" : "neutral"}>{status.active ? "Connected" : "Not connected"}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Paste this location&apos;s API key into Zapier to connect it. The key works only for this location&apos;s records, never for your account or these settings.
      </p>
      {status.active && status.created_at && (
        <p className="text-sm">
          Key made by {status.created_by} on {formatDateTime(status.created_at)}.
        </p>
      )}
      {shown && <CopyField id="zapier-key" label="Your new API key (shown only now)" value={shown} item="API key" />}
      <div className="flex flex-wrap gap-2">
        {canUpdate && (
          <Button type="button" loading={generate.isPending} loadingText="Generating" onClick={() => (status.active ? setConfirm("replace") : generate.mutate(undefined))}>
            {status.active ? "Generate a new key" : "Generate API key"}
          </Button>
        )}
        {canDelete && status.active && (
          <Button type="button" variant="outline" onClick={() => setConfirm("revoke")}>
            Revoke key
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Are you sure?"
        description={confirm === "revoke" ? "Zaps using this key stop working at once." : "The current key stops working at once; Zapier needs the new one."}
        confirmText={confirm === "revoke" ? "Revoke" : "Generate"}
        tone={confirm === "revoke" ? "danger" : "confirm"}
        onConfirm={async () => {
          await (confirm === "revoke" ? revoke : generate).mutateAsync(undefined).catch(() => undefined);
          setConfirm(null);
        }}
      />
    </Card>
  );
}
