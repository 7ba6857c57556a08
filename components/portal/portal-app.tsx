"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { BookOpen, CalendarDays, ClipboardList, Dumbbell, Ellipsis, FileText, FolderDown, GraduationCap, LineChart, LogOut, MessagesSquare, Trophy, type LucideIcon } from "lucide-react";
import { Providers } from "@/components/shell/providers";
import { Logo } from "@/components/shell/logo";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { RealtimeClientConfig } from "@/lib/platform/realtime/channels";
import { portalPath } from "@/lib/portal/constants";
import type { PortalTabKey } from "@/lib/portal/tabs";
import { cn } from "@/lib/utils/cn";
import { PortalChat } from "./portal-chat";
import { onPortalError } from "./portal-errors";
import { PortalCalendar } from "./tabs/portal-calendar";
import { PortalClassroom } from "./tabs/portal-classroom";
import { PortalFiles } from "./tabs/portal-files";
import { PortalForms } from "./tabs/portal-forms";
import { PortalPages } from "./tabs/portal-pages";
import { PortalPlaybooks } from "./tabs/portal-playbooks";
import { PortalProgress } from "./tabs/portal-progress";
import { PortalRewards } from "./tabs/portal-rewards";
import { PortalWorkouts } from "./tabs/portal-workouts";
import { portalHref } from "./tabs/portal-ui";

export type PortalMe = ApiAnswer<"get", "/portal/me">;
type Brand = { name: string; logoUrl: string | null };

type ScreenProps = { me: PortalMe; realtime: RealtimeClientConfig | null; item: number | null; name: string };

/** Each tab's icon and screen, by the registry's key (lib/portal/tabs.ts). */
const SCREENS: Record<PortalTabKey, { icon: LucideIcon; render: (p: ScreenProps) => ReactNode }> = {
  classroom: { icon: GraduationCap, render: ({ me }) => <PortalClassroom slug={me.portal.slug} /> },
  playbooks: { icon: BookOpen, render: ({ me, item, name }) => <PortalPlaybooks slug={me.portal.slug} item={item} name={name} /> },
  pages: { icon: FileText, render: ({ me, item, name }) => <PortalPages slug={me.portal.slug} item={item} name={name} /> },
  forms: { icon: ClipboardList, render: ({ me, item, name }) => <PortalForms slug={me.portal.slug} item={item} name={name} /> },
  workouts: { icon: Dumbbell, render: ({ me, item, name }) => <PortalWorkouts slug={me.portal.slug} item={item} name={name} /> },
  files: { icon: FolderDown, render: () => <PortalFiles /> },
  calendar: { icon: CalendarDays, render: ({ me }) => <PortalCalendar firstName={me.contact.first_name ?? ""} /> },
  progress: { icon: LineChart, render: ({ me, item, name }) => <PortalProgress slug={me.portal.slug} item={item} name={name} /> },
  rewards: { icon: Trophy, render: () => <PortalRewards /> },
  chat: { icon: MessagesSquare, render: ({ me, realtime }) => <PortalChat me={me} realtime={realtime} /> },
};

/**
 * The signed-in client's portal: the coach's name on top, the greeting, the tab's screen and,
 * with more than one tab, the bottom tab bar of a phone app. Tabs come from GET /portal/me in
 * the coach's order and names.
 */
export function PortalApp(props: FrameProps) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <Frame {...props} />
    </Providers>
  );
}

type FrameProps = { me: PortalMe; brand: Brand; realtime: RealtimeClientConfig | null; tab: string | null; item: number | null };

function Frame({ me, brand, realtime, tab: asked, item }: FrameProps) {
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    api.post("/portal/logout").then(
      () => window.location.assign(portalPath(me.portal.slug)),
      (err: unknown) => { setLeaving(false); onPortalError(err); },
    );
  };
  const tabs = me.tabs;
  // The asked-for tab when the coach shows it, else the first (the home): a hidden tab is never shown.
  const current = tabs.find((t) => t.key === asked) ?? tabs[0];
  const tab = current.key as PortalTabKey;
  const screen = SCREENS[tab];
  const home = current === tabs[0];
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-14 w-full max-w-2xl items-center justify-between gap-3 px-4">
          <Logo brand={brand} className="min-w-0" />
          <Button variant="ghost" size="sm" onClick={signOut} loading={leaving} loadingText="Signing out">
            <LogOut aria-hidden /> Sign out
          </Button>
        </div>
      </header>
      <main className={cn("mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 pt-5", tabs.length > 1 ? "pb-20" : "pb-4")}>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">
          {home ? (
            <>
              {me.greeting}
              {me.contact.first_name && !me.greeting.includes(me.contact.first_name) ? `, ${me.contact.first_name}` : ""}
            </>
          ) : current.name}
        </h1>
        <div className="mt-4 flex flex-1 flex-col">{screen.render({ me, realtime, item, name: current.name })}</div>
      </main>
      {tabs.length > 1 ? <TabBar slug={me.portal.slug} tabs={tabs} current={tab} /> : null}
    </div>
  );
}

/** A phone's tab bar holds five tabs: with more, the first four and "More", which lists the rest. */
const BAR_TABS = 5;
const tabClass = (active: boolean) =>
  cn("flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium", active ? "text-primary-strong" : "text-muted-foreground hover:text-foreground");

function TabBar({ slug, tabs, current }: { slug: string; tabs: PortalMe["tabs"]; current: PortalTabKey }) {
  const shown = tabs.length > BAR_TABS ? tabs.slice(0, BAR_TABS - 1) : tabs;
  const more = tabs.slice(shown.length);
  const moreActive = more.some((t) => t.key === current);
  const iconOf = (key: string) => SCREENS[key as PortalTabKey]?.icon ?? MessagesSquare;
  return (
    <nav aria-label="Portal" className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <ul className="mx-auto flex max-w-2xl">
        {shown.map((t) => {
          const Icon = iconOf(t.key);
          const active = t.key === current;
          return (
            <li key={t.key} className="min-w-0 flex-1">
              <Link href={portalHref(slug, t.key)} aria-current={active ? "page" : undefined} className={tabClass(active)}>
                <Icon className="size-5" aria-hidden />
                <span className="max-w-full truncate px-1">{t.name}</span>
              </Link>
            </li>
          );
        })}
        {more.length > 0 && (
          <li className="min-w-0 flex-1">
            <DropdownMenu>
              <DropdownMenuTrigger className={tabClass(moreActive)} aria-current={moreActive ? "page" : undefined}>
                <Ellipsis className="size-5" aria-hidden />
                <span className="max-w-full truncate px-1">More</span>
              </DropdownMenuTrigger>
              <DropdownMenuContent side="top" align="end" className="min-w-48">
                {more.map((t) => {
                  const Icon = iconOf(t.key);
                  return (
                    <DropdownMenuItem key={t.key} asChild>
                      <Link href={portalHref(slug, t.key)} aria-current={t.key === current ? "page" : undefined} className={cn(t.key === current && "font-semibold text-primary-strong")}>
                        <Icon className="size-4" aria-hidden />
                        {t.name}
                      </Link>
                    </DropdownMenuItem>
                  );
                })}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        )}
      </ul>
    </nav>
  );
}
