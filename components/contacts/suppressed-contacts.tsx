"use client";

import { useCallback } from "react";
import Link from "next/link";
import { ArrowLeft, MailCheck } from "lucide-react";
import type { ListColumn } from "@/components/list/columns";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SUPPRESSION_TITLES, SUPPRESSION_TYPES } from "@/lib/contacts/bulk-constants";
import { useSuppressions } from "@/lib/contacts/bulk-hooks";
import { suppressionList, suppressionType, type Suppression, type SuppressionListState, type SuppressionPage } from "@/lib/contacts/bulk-lists";
import { formatDateTime, isoString } from "@/lib/format";

const who = (s: Suppression) =>
  s.contact_id ? (
    <Link href={`/contact/${s.contact_id}/profile`} className="font-medium text-primary hover:underline">
      {`${s.first_name ?? ""} ${s.last_name ?? ""}`.trim() || s.email}
    </Link>
  ) : (
    <span className="text-muted-foreground">Not a contact</span>
  );
const when = (s: Suppression) => <time dateTime={isoString(s.created_at) ?? undefined}>{formatDateTime(s.created_at)}</time>;

const COLUMNS: ListColumn<Suppression>[] = [
  { key: "email", label: "Email", cell: (s) => <span className="font-medium text-foreground">{s.email}</span>, alwaysVisible: true },
  { key: "contact", label: "Contact", cell: who },
  { key: "reason", label: "Reason", cell: (s) => s.reason ?? "—" },
  { key: "created_at", label: "Since", cell: when },
];
const CARD: CardLayout<Suppression> = {
  title: (s) => <span className="truncate font-medium">{s.email}</span>,
  fields: [
    { label: "Contact", value: who },
    { label: "Since", value: when },
  ],
};

const EMPTY: Record<(typeof SUPPRESSION_TYPES)[number], string> = {
  bounces: "Addresses whose mail server refused your emails appear here; they get no more email from this location.",
  complaints: "Contacts who marked your email as spam appear here; they get no more email from this location.",
  unsubscribes: "Contacts who unsubscribed appear here; they get no more email from this location.",
};

/** Suppressed contacts (/contacts/suppressions?type=...): addresses this location no longer emails, by type. */
export function SuppressedContacts({ initialPage, initialState }: { initialPage: SuppressionPage; initialState: SuppressionListState }) {
  const [state, update] = useListState(suppressionList);
  const type = suppressionType(state);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useSuppressions(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Suppressions</h1>
          <Button asChild variant="outline" size="sm">
            <Link href="/contacts">
              <ArrowLeft aria-hidden="true" />
              Contacts
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Email addresses this location no longer sends to, and why.</p>
      </header>

      <Tabs value={type} onValueChange={(v) => update({ filters: { type: v === "bounces" ? null : v } })} className="min-w-0">
        <TabsList aria-label="Suppression type">
          {SUPPRESSION_TYPES.map((t) => (
            <TabsTrigger key={t} value={t}>
              {SUPPRESSION_TITLES[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={type} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <ListPanel
            footer={page && !list.empty && !list.failed ? (
              <ListPagination page={state.page} data={page} perPageOptions={suppressionList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} />
            ) : undefined}
          >
            <ListBody
              list={list}
              what="the suppressions"
              noun="suppressions"
              empty={<ListEmpty icon={MailCheck} title={`No ${SUPPRESSION_TITLES[type].toLowerCase()}`} description={EMPTY[type]} />}
            >
              <DataTable label={SUPPRESSION_TITLES[type]} columns={COLUMNS} rows={page?.data} rowLabel={(s) => s.email} card={CARD} stale={list.stale} busy={list.isFetching} />
            </ListBody>
          </ListPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
