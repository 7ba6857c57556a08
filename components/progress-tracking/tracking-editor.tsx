"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { ArrowLeft, CalendarClock } from "lucide-react";
import type { ListAccess } from "@/components/list/bulk-bar";
import { RemindersTab } from "@/components/reminders/reminders-tab";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can } from "@/lib/auth/permissions";
import { formatCount } from "@/lib/format";
import type { PublicSettingsValues } from "@/lib/progress-tracking/form-schemas";
import { trackingReminderCalls, useTrackingSections, type TrackingSections } from "@/lib/progress-tracking/hooks";
import { ContactsTab } from "./contacts-tab";
import { LeaderboardTab } from "./leaderboard-tab";
import { PeriodDialog } from "./name-dialogs";
import { PublicSettingsTab } from "./public-settings-tab";
import { QuestionsTab } from "./questions-tab";
import { RosterTab } from "./roster-tab";

const TABS = ["questions", "contacts", "roster", "reminders", "leaderboard", "public-page"] as const;
type Tab = (typeof TABS)[number];

export type EditorTracking = { id: number; name: string; periodDays: number; settings: PublicSettingsValues };

/** ProgressTrackingEdit (/progress-tracking/{progress}/edit): questions and categories, contacts, the check-in roster, reminders, leaderboard, the public page. */
export function TrackingEditor({ tracking, initialSections, access, tab: initialTab }: { tracking: EditorTracking; initialSections: TrackingSections; access: ListAccess; tab?: string }) {
  const sections = useTrackingSections(tracking.id, initialSections).data ?? initialSections;
  const [tab, setTab] = useState<Tab>((TABS as readonly string[]).includes(initialTab ?? "") ? (initialTab as Tab) : "questions");
  const [settings, setSettings] = useState(tracking.settings);
  const [periodDays, setPeriodDays] = useState(tracking.periodDays);
  const [editPeriod, setEditPeriod] = useState(false);
  const canEdit = can(access, "progress-tracking", "update");
  const reminderCalls = useMemo(() => trackingReminderCalls(tracking.id), [tracking.id]);
  const questionCount = sections.data.reduce((n, s) => n + s.questions.length, 0);
  const onTab = (v: string) => {
    setTab(v as Tab);
    // Kept in the URL so a reload or a shared link opens the same tab.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", v);
    window.history.replaceState(null, "", url);
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/progress-tracking" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> Client trackings
        </Link>
        <h1 className="min-w-0 text-xl leading-7 font-semibold [overflow-wrap:anywhere] text-foreground">{tracking.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-foreground">
            {periodDays === 7 ? "Weekly" : periodDays === 1 ? "Daily" : `Every ${periodDays} days`} check-in · {formatCount(questionCount, "question")} · {formatCount(sections.categories.length, "category", "categories")}
          </p>
          {canEdit && (
            <Button variant="ghost" size="sm" onClick={() => setEditPeriod(true)}>
              <CalendarClock aria-hidden="true" /> Change period
            </Button>
          )}
        </div>
        {editPeriod && <PeriodDialog trackingId={tracking.id} periodDays={periodDays} open onOpenChange={setEditPeriod} onSaved={setPeriodDays} />}
      </header>
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList aria-label="Client tracking editor" className="max-w-full overflow-x-auto">
          <TabsTrigger value="questions">Questions</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="roster">Roster</TabsTrigger>
          <TabsTrigger value="reminders">Reminders</TabsTrigger>
          <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
          <TabsTrigger value="public-page">Public page settings</TabsTrigger>
        </TabsList>
        <TabsContent value="questions" className="pt-4">
          <QuestionsTab trackingId={tracking.id} sections={sections.data} categories={sections.categories} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="contacts" className="pt-4">
          <ContactsTab trackingId={tracking.id} categories={sections.categories} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="roster" className="pt-4">
          <RosterTab trackingId={tracking.id} periodDays={periodDays} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="reminders" className="pt-4">
          <RemindersTab calls={reminderCalls} canEdit={canEdit} onShowContacts={() => onTab("contacts")} />
        </TabsContent>
        <TabsContent value="leaderboard" className="pt-4">
          <LeaderboardTab trackingId={tracking.id} />
        </TabsContent>
        <TabsContent value="public-page" className="pt-4">
          <PublicSettingsTab trackingId={tracking.id} initial={settings} sections={sections.data} categories={sections.categories} canEdit={canEdit} onSaved={setSettings} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
