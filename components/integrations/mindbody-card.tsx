"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, RefreshCw, Users } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDateTime, formatNumber } from "@/lib/format";
import { integrationKeys, useMindbodyStatus, type MindbodyStatus } from "@/lib/integrations/hooks";
import { MSG } from "@/lib/integrations/mindbody/constants";
import { planLimitKey } from "@/lib/membership/hooks";
import { EVENTS, userChannel, type ProgressPayload } from "@/lib/platform/realtime/channels";
import { useRealtimeEvent } from "@/lib/platform/realtime/client";
import { MindbodyDialog } from "./mindbody-dialog";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Sync = NonNullable<MindbodyStatus["last_sync"]>;
type Progress = ProgressPayload & { mindbody_sync_id?: number };

/**
 * Mindbody: connect the location's site, sync its clients into contacts (a job; progress by the
 * `progress-channel` event and a 2 s read while it runs), see the last sync's counts, disconnect.
 * Without the server's developer key the card says so and offers nothing to press.
 */
export function MindbodyCard({ initial, userId, canUpdate, canDelete }: { initial: MindbodyStatus; userId: number; canUpdate: boolean; canDelete: boolean }) {
  const queryClient = useQueryClient();
  const status = useMindbodyStatus(initial).data ?? initial;
  const [connecting, setConnecting] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [live, setLive] = useState<{ id: number; count: number; total: number } | null>(null);
  const connectButton = useRef<HTMLButtonElement>(null);
  const sync = status.last_sync;
  const running = sync != null && (sync.state === "queued" || sync.state === "running");

  useRealtimeEvent<Progress>(userChannel("progress-channel", userId), EVENTS["progress-channel"], (p) => {
    if (p.mindbody_sync_id === undefined || p.mindbody_sync_id !== sync?.id) return;
    setLive({ id: p.mindbody_sync_id, count: p.count, total: p.total_count });
    if (p.count >= p.total_count) {
      void refreshAfterWrite(queryClient, [integrationKeys.mindbody(), contactKeys.all, planLimitKey]);
    }
  });

  // However the end was seen (event or poll), the contacts and the plan's use are read again.
  const ended = sync && (sync.state === "completed" || sync.state === "failed") ? sync.id : null;
  useEffect(() => {
    if (ended == null) return;
    void refreshAfterWrite(queryClient, [contactKeys.all, planLimitKey]);
  }, [ended, queryClient]);

  const start = useApiMutation({
    mutationFn: () => api.get("/integration/sync-mindbody"),
    success: (res) => res.message,
    invalidate: [integrationKeys.mindbody()],
  });
  const disconnect = useApiMutation({
    mutationFn: () => api.delete("/integration/mindbody"),
    success: (res) => res.message,
    invalidate: [integrationKeys.mindbody()],
  });

  const badge = !status.configured ? (
    <Badge variant="neutral">Not configured</Badge>
  ) : status.connected ? (
    <Badge variant="success">Connected</Badge>
  ) : (
    <Badge variant="neutral">Not connected</Badge>
  );

  return (
    <Card role="region" className="flex min-w-0 flex-col gap-3 p-5" aria-labelledby="mindbody-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mindbody-title" className="flex items-center gap-2 text-base font-semibold">
          <Users className="size-4 text-muted-foreground" aria-hidden />
          Mindbody
        </h2>
        {badge}
      </div>
      <p className="text-sm text-muted-foreground">Bring your Mindbody clients into your contacts. A client whose email is already a contact updates that contact; running the sync again adds only who is new.</p>

      {!status.configured && (
        <p role="note" className="flex items-start gap-2 rounded-md bg-secondary px-3 py-2 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>Mindbody is not configured on this server. The platform&apos;s Mindbody API key must be set before a site can be connected; please contact support.</span>
        </p>
      )}

      {status.connected && (
        <p className="text-sm break-words">
          Site <span className="font-medium">{status.site_id}</span>, signed in as <span className="font-medium">{status.username}</span>
          {status.connected_by && status.connected_at ? ` (connected by ${status.connected_by} on ${formatDateTime(status.connected_at)})` : ""}.
        </p>
      )}

      {sync && <SyncState sync={sync} live={live?.id === sync.id ? live : null} lastSyncedAt={status.last_synced_at} />}

      <div className="flex flex-wrap gap-2">
        {canUpdate && status.connected && (
          <Button type="button" disabled={!status.configured || running} loading={start.isPending} loadingText="Starting" onClick={() => start.mutate(undefined)}>
            <RefreshCw className="size-4" aria-hidden />
            {running ? "Syncing…" : "Sync clients now"}
          </Button>
        )}
        {canUpdate && (
          <Button
            ref={connectButton}
            type="button"
            variant={status.connected ? "outline" : "default"}
            disabled={!status.configured}
            onClick={() => setConnecting(true)}
          >
            {status.connected ? "Change login" : "Connect Mindbody"}
          </Button>
        )}
        {canDelete && status.connected && (
          <Button type="button" variant="outline" onClick={() => setConfirm(true)}>
            Disconnect
          </Button>
        )}
      </div>

      {status.configured && (
        <MindbodyDialog
          key={String(connecting)}
          open={connecting}
          onOpenChange={setConnecting}
          siteId={status.site_id}
          username={status.username}
          returnFocusRef={connectButton}
        />
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Disconnect Mindbody?"
        description="The saved login is deleted and syncing stops. Contacts already synced stay."
        confirmText="Disconnect"
        tone="danger"
        onConfirm={async () => {
          await disconnect.mutateAsync(undefined).catch(() => undefined);
          setConfirm(false);
        }}
      />
    </Card>
  );
}

/** The latest sync: a progress bar while it runs, else when it ended and what it did. */
function SyncState({ sync, live, lastSyncedAt }: { sync: Sync; live: { count: number; total: number } | null; lastSyncedAt: string | null }) {
  if (sync.state === "queued" || sync.state === "running") {
    const total = live?.total ?? sync.total_count;
    const count = Math.max(live?.count ?? 0, sync.count);
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-1.5 text-sm">
        <span className="tabular-nums">
          {total == null ? "Starting the sync…" : `Synced ${formatNumber(count)} of ${formatCount(total, "client")}…`}
        </span>
        <progress className="h-1.5 w-full overflow-hidden rounded-full accent-primary" max={Math.max(1, total ?? 1)} value={total == null ? undefined : count} aria-label="Mindbody sync progress" />
        {sync.error && <span className="text-muted-foreground">{sync.error} Retrying shortly.</span>}
      </div>
    );
  }
  const counts = (
    <span className="tabular-nums">
      {formatNumber(sync.created_count)} added, {formatNumber(sync.updated_count)} updated, {formatNumber(sync.unchanged_count)} unchanged, {formatNumber(sync.skipped_count)} skipped.
    </span>
  );
  if (sync.state === "failed") {
    return (
      <div role="status" className="flex flex-col gap-1 text-sm">
        <p className="text-danger-strong">The last sync{sync.finished_at ? ` (${formatDateTime(sync.finished_at)})` : ""} stopped: {sync.error}</p>
        {sync.count > 0 && <p className="text-muted-foreground">Before it stopped: {counts}</p>}
        {lastSyncedAt && <p className="text-muted-foreground">Last complete sync: {formatDateTime(lastSyncedAt)}.</p>}
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p>
        Last synced {sync.finished_at ? formatDateTime(sync.finished_at) : ""}: {formatCount(sync.total_count ?? sync.count, "client")} read. {counts}
      </p>
      {sync.limit_reached && <p className="text-warning-strong">{MSG.limitReached}</p>}
    </div>
  );
}
