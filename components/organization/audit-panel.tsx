"use client";

import { useMemo } from "react";
import { History } from "lucide-react";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { formatDateTime, isoString } from "@/lib/format";
import type { Page } from "@/lib/http/pagination";
import { AUDIT_ACTIONS, settingsList, type SettingsState } from "@/lib/organization/columns";
import { useAuditLog, type AuditEntry } from "@/lib/organization/hooks";

const actionText = (e: AuditEntry) => AUDIT_ACTIONS[e.action] ?? e.action;
const when = (e: AuditEntry) => <time dateTime={isoString(e.created_at)}>{formatDateTime(e.created_at)}</time>;

/** Who changed which user, permission or location, and when (the owner's audit log). */
export function AuditPanel({ state, update, initial }: { state: SettingsState; update: (patch: Partial<Pick<SettingsState, "page" | "per_page">>) => void; initial: { state: SettingsState; page: Page<AuditEntry> } | undefined }) {
  const list = useAuditLog(state, initial);
  const columns = useMemo<ListColumn<AuditEntry>[]>(
    () => [
      { key: "when", label: "When", className: "w-48", cell: when },
      { key: "who", label: "Who", alwaysVisible: true, cell: (e) => <span className="font-medium text-foreground">{e.actor_name}</span> },
      { key: "what", label: "What", cell: actionText },
      { key: "target", label: "Of", cell: (e) => <span className="block max-w-72 truncate">{e.target_name}</span> },
    ],
    [],
  );
  const card: CardLayout<AuditEntry> = {
    title: (e) => `${actionText(e)}: ${e.target_name}`,
    fields: [
      { label: "Who", value: (e) => e.actor_name },
      { label: "When", value: when },
    ],
  };
  return (
    <section aria-labelledby="audit-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="audit-heading" className="text-base font-semibold">Audit log</h2>
      <ListPanel footer={list.page && list.page.total > 0 && <ListPagination page={state.page} data={list.page} perPageOptions={settingsList.perPageOptions} onPage={(page) => update({ page })} onPerPage={(per_page) => update({ per_page })} />}>
        {list.failed ? (
          <ListError title="We couldn’t load the audit log" onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.empty ? (
          <ListEmpty icon={History} title="No changes yet" description="Every change to users, permissions and locations will be listed here." />
        ) : (
          <DataTable label="Audit log" columns={columns} rows={list.page?.data} rowLabel={(e) => `${actionText(e)} ${e.target_name}`} card={card} stale={list.stale} busy={list.isFetching} />
        )}
      </ListPanel>
    </section>
  );
}
