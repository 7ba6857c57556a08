"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { ListAccess } from "@/components/list/bulk-bar";
import { RemindersTab } from "@/components/reminders/reminders-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can } from "@/lib/auth/permissions";
import { formatCount } from "@/lib/format";
import { habitReminderCalls, useHabitCategories, type HabitCategory } from "@/lib/habit-tracking/hooks";
import type { PublicSettingsValues } from "@/lib/public-links/page-settings-form";
import { HabitContactsTab } from "./habit-contacts-tab";
import { HabitLeaderboardTab } from "./habit-leaderboard-tab";
import { HabitSettingsTab } from "./habit-settings-tab";
import { HabitsTab } from "./habits-tab";

const TABS = ["habits", "contacts", "reminders", "leaderboard", "public-page"] as const;
type Tab = (typeof TABS)[number];

export type HabitEditorTracking = { id: number; name: string; settings: PublicSettingsValues };

/** HabitTrackingEdit (/habit-tracking/{habit}/edit): categories and habits, contacts, reminders, leaderboard, the public page. */
export function HabitTrackingEditor({ tracking, initialCategories, access, tab: initialTab }: { tracking: HabitEditorTracking; initialCategories: HabitCategory[]; access: ListAccess; tab?: string }) {
  const categories = useHabitCategories(tracking.id, initialCategories).data ?? initialCategories;
  const [tab, setTab] = useState<Tab>((TABS as readonly string[]).includes(initialTab ?? "") ? (initialTab as Tab) : "habits");
  const [settings, setSettings] = useState(tracking.settings);
  const canEdit = can(access, "habit-tracking", "update");
  const reminderCalls = useMemo(() => habitReminderCalls(tracking.id), [tracking.id]);
  const habitCount = categories.reduce((n, c) => n + c.habits.length, 0);
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
        <Link href="/habit-tracking" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> Habit trackings
        </Link>
        <h1 className="min-w-0 text-xl leading-7 font-semibold [overflow-wrap:anywhere] text-foreground">{tracking.name}</h1>
        <p className="text-sm text-muted-foreground">
          {formatCount(categories.length, "category", "categories")} · {formatCount(habitCount, "habit")}
        </p>
      </header>
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList aria-label="Habit tracking editor" className="max-w-full overflow-x-auto">
          <TabsTrigger value="habits">Habits</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="reminders">Reminders</TabsTrigger>
          <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
          <TabsTrigger value="public-page">Public page settings</TabsTrigger>
        </TabsList>
        <TabsContent value="habits" className="pt-4">
          <HabitsTab trackingId={tracking.id} categories={categories} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="contacts" className="pt-4">
          <HabitContactsTab trackingId={tracking.id} habitCount={habitCount} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="reminders" className="pt-4">
          <RemindersTab calls={reminderCalls} canEdit={canEdit} onShowContacts={() => onTab("contacts")} />
        </TabsContent>
        <TabsContent value="leaderboard" className="pt-4">
          <HabitLeaderboardTab trackingId={tracking.id} />
        </TabsContent>
        <TabsContent value="public-page" className="pt-4">
          <HabitSettingsTab trackingId={tracking.id} initial={settings} categories={categories} canEdit={canEdit} onSaved={setSettings} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
