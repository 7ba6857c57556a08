"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { KeyRound, Plus, Trash2 } from "lucide-react";
import type { ListColumn } from "@/components/list/columns";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import { ListBody, listBodyOf } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatDate, formatDateTime, isoString } from "@/lib/format";
import { API_KEYS_PER_LOCATION } from "@/lib/integrations/constants";
import { integrationKeys, useApiKeys, type ApiKey } from "@/lib/integrations/hooks";
import { ApiKeyDialog } from "./api-key-dialog";

function Prefix({ k }: { k: ApiKey }) {
  return k.prefix ? <code className="font-mono text-xs">{k.prefix}…</code> : <span className="text-muted-foreground">Not kept</span>;
}

function Time({ at, empty }: { at: string | null; empty: string }) {
  return at ? <time dateTime={isoString(at)}>{formatDateTime(at)}</time> : <span className="text-muted-foreground">{empty}</span>;
}

/**
 * Admin Settings > Organization > Integrations: the location's API keys (docs/api.md). Listed
 * by name and first characters with their last use; a new key is shown once; revoking asks first.
 */
export function ApiKeysCard({ initial, canUpdate, canDelete }: { initial: ApiKey[]; canUpdate: boolean; canDelete: boolean }) {
  const query = useApiKeys(initial);
  const keys = query.data ?? initial;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const revoke = useApiMutation({
    mutationFn: (id: number) => api.delete("/integration/api-keys/{id}", { params: { id } }),
    success: (res) => res.message,
    invalidate: [integrationKeys.apiKeys(), integrationKeys.zapier()],
  });

  const columns: ListColumn<ApiKey>[] = [
    { key: "name", label: "Name", alwaysVisible: true, cell: (k) => <span className="font-medium">{k.name}</span> },
    { key: "prefix", label: "Key", className: "w-32", cell: (k) => <Prefix k={k} /> },
    { key: "created", label: "Created", className: "w-48", cell: (k) => <span className="flex flex-col"><time dateTime={isoString(k.created_at)}>{formatDate(k.created_at)}</time><span className="text-xs text-muted-foreground">by {k.created_by}</span></span> },
    { key: "last_used", label: "Last used", className: "w-44", cellClassName: "tabular-nums", cell: (k) => <Time at={k.last_used_at} empty="Never" /> },
    ...(canDelete
      ? [{ key: "actions", label: "Actions", hideLabel: true, className: "w-28", cell: (k: ApiKey) => <RevokeButton k={k} onRevoke={setRevoking} /> }]
      : []),
  ];
  const card: CardLayout<ApiKey> = {
    title: (k) => <span className="font-medium">{k.name}</span>,
    fields: [
      { label: "Key", value: (k) => <Prefix k={k} /> },
      { label: "Created", value: (k) => `${formatDate(k.created_at)} by ${k.created_by}` },
      { label: "Last used", value: (k) => <Time at={k.last_used_at} empty="Never" /> },
    ],
    body: canDelete ? (k) => <RevokeButton k={k} onRevoke={setRevoking} /> : undefined,
  };
  const full = keys.length >= API_KEYS_PER_LOCATION;

  return (
    <Card role="region" aria-labelledby="api-keys-title" className="flex min-w-0 flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="api-keys-title" className="flex items-center gap-2 text-base font-semibold">
          <KeyRound className="size-4 text-muted-foreground" aria-hidden />
          API keys
        </h2>
        {canUpdate && keys.length > 0 && (
          <Button ref={createButton} type="button" size="sm" disabled={full} onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            Create API key
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Connect n8n, Make or your own code to this location&apos;s records through the API (<Link className="text-primary-strong underline" href="/api-docs">reference</Link>). A key acts as the person who made it, in this location only; each allows 100 requests per 10 seconds.
        {full && ` This location holds the most keys it may (${API_KEYS_PER_LOCATION}): revoke one to make another.`}
      </p>
      <ListBody
        list={listBodyOf(query, (d) => d.length === 0)}
        what="the API keys"
        noun="keys"
        empty={
          <ListEmpty
            icon={KeyRound}
            title="No API keys yet"
            description="Create a key for each tool you connect, so you can revoke one without breaking the others."
            action={
              canUpdate ? (
                <Button ref={createButton} type="button" onClick={() => setCreating(true)}>
                  <Plus className="size-4" aria-hidden />
                  Create API key
                </Button>
              ) : undefined
            }
          />
        }
      >
        <DataTable label="API keys" columns={columns} rows={keys} rowLabel={(k) => k.name} card={card} busy={query.isFetching} />
      </ListBody>
      <ApiKeyDialog open={creating} onOpenChange={setCreating} returnFocusRef={createButton} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Are you sure?"
        description={`The key "${revoking?.name ?? ""}" stops working at once: every tool using it loses access.`}
        confirmText="Revoke"
        busyText="Revoking"
        tone="danger"
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id).catch(() => undefined);
          setRevoking(null);
        }}
      />
    </Card>
  );
}

function RevokeButton({ k, onRevoke }: { k: ApiKey; onRevoke: (k: ApiKey) => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Revoke ${k.name}`} onClick={() => onRevoke(k)}>
      <Trash2 className="size-4" aria-hidden />
      Revoke
    </Button>
  );
}
