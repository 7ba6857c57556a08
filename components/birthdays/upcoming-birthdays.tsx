"use client";

import { useCallback } from "react";
import Link from "next/link";
import { Cake } from "lucide-react";
import type { ListColumn } from "@/components/list/columns";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { upcomingList, whenLabel, type UpcomingListState, type UpcomingPage, type UpcomingRow } from "@/lib/birthdays/columns";
import { UPCOMING_DAYS } from "@/lib/birthdays/constants";
import { useUpcomingBirthdays } from "@/lib/birthdays/hooks";
import { formatCount, formatDate } from "@/lib/format";

const fullName = (c: UpcomingRow) => `${c.first_name} ${c.last_name}`.trim() || c.email || `Contact ${c.id}`;

function NameLink({ c }: { c: UpcomingRow }) {
  return (
    <Link href={`/contact/${c.id}/profile`} className="font-medium text-foreground hover:underline">
      {fullName(c)}
    </Link>
  );
}

function When({ c }: { c: UpcomingRow }) {
  return <Badge variant={c.days_until === 0 ? "primary" : "neutral"}>{whenLabel(c.days_until)}</Badge>;
}

const COLUMNS: ListColumn<UpcomingRow>[] = [
  { key: "name", label: "Name", alwaysVisible: true, cell: (c) => <NameLink c={c} /> },
  { key: "when", label: "When", className: "w-32", cell: (c) => <When c={c} /> },
  { key: "date", label: "Birthday", className: "w-36", cellClassName: "tabular-nums", cell: (c) => <time dateTime={c.next_birthday}>{formatDate(c.next_birthday)}</time> },
  { key: "turning", label: "Turns", className: "w-24", cellClassName: "tabular-nums", cell: (c) => c.turning },
  { key: "email", label: "Email", cellClassName: "text-muted-foreground", cell: (c) => c.email },
];

const CARD: CardLayout<UpcomingRow> = {
  title: (c) => <NameLink c={c} />,
  badge: (c) => <When c={c} />,
  fields: [
    { label: "Birthday", value: (c) => formatDate(c.next_birthday) },
    { label: "Turns", value: (c) => String(c.turning) },
  ],
};

/** Contacts with a birthday today or in the next 30 days, soonest first. */
export function UpcomingBirthdays({ initialPage, initialState }: { initialPage: UpcomingPage; initialState: UpcomingListState }) {
  const [state, update] = useListState(upcomingList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useUpcomingBirthdays(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const data = list.page;

  return (
    <section aria-labelledby="upcoming-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2.5">
        <h2 id="upcoming-title" className="text-base leading-6 font-semibold text-foreground">
          Upcoming birthdays
        </h2>
        {data && <Badge className="tabular-nums">{formatCount(data.total, "contact")}</Badge>}
      </div>
      <ListPanel
        footer={
          data && !list.empty && !list.failed ? (
            <ListPagination page={state.page} data={data} perPageOptions={upcomingList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} />
          ) : undefined
        }
      >
        <ListBody
          list={list}
          what="upcoming birthdays"
          noun="birthdays"
          empty={
            <ListEmpty
              icon={Cake}
              title={`No birthdays in the next ${UPCOMING_DAYS} days`}
              description="Add a birthday on a contact’s profile and it will show here as the day comes near."
            />
          }
        >
          <DataTable label="Upcoming birthdays" columns={COLUMNS} rows={data?.data} rowLabel={fullName} card={CARD} stale={list.stale} busy={list.isFetching} />
        </ListBody>
      </ListPanel>
    </section>
  );
}
