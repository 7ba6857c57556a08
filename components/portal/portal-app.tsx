"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { LogOut, MessagesSquare, type LucideIcon } from "lucide-react";
import { Providers } from "@/components/shell/providers";
import { Logo } from "@/components/shell/logo";
import { Button } from "@/components/ui/button";
import { api, type ApiAnswer } from "@/lib/api/client";
import type { RealtimeClientConfig } from "@/lib/platform/realtime/channels";
import { portalPath } from "@/lib/portal/constants";
import type { PortalTabKey } from "@/lib/portal/tabs";
import { cn } from "@/lib/utils/cn";
import { PortalChat } from "./portal-chat";
import { onPortalError } from "./portal-errors";

export type PortalMe = ApiAnswer<"get", "/portal/me">;
type Brand = { name: string; logoUrl: string | null };

/** Each tab's icon and screen, by the registry's key (lib/portal/tabs.ts). */
const SCREENS: Record<PortalTabKey, { icon: LucideIcon; render: (p: { me: PortalMe; realtime: RealtimeClientConfig | null }) => ReactNode }> = {
  chat: { icon: MessagesSquare, render: ({ me, realtime }) => <PortalChat me={me} realtime={realtime} /> },
};

/**
 * The signed-in client's portal: the coach's name on top, the greeting, the tab's screen and,
 * with more than one tab, the bottom tab bar of a phone app. Tabs come from GET /portal/me in
 * the coach's order and names.
 */
export function PortalApp(props: { me: PortalMe; brand: Brand; realtime: RealtimeClientConfig | null; tab: PortalTabKey }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <Frame {...props} />
    </Providers>
  );
}

function Frame({ me, brand, realtime, tab }: { me: PortalMe; brand: Brand; realtime: RealtimeClientConfig | null; tab: PortalTabKey }) {
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    api.post("/portal/logout").then(
      () => window.location.assign(portalPath(me.portal.slug)),
      (err: unknown) => { setLeaving(false); onPortalError(err); },
    );
  };
  const tabs = me.tabs;
  const screen = SCREENS[tab];
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
          {me.greeting}
          {me.contact.first_name ? `, ${me.contact.first_name}` : ""}
        </h1>
        <div className="mt-4 flex flex-1 flex-col">{screen.render({ me, realtime })}</div>
      </main>
      {tabs.length > 1 ? (
        <nav aria-label="Portal" className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
          <ul className="mx-auto flex max-w-2xl">
            {tabs.map((t) => {
              const Icon = SCREENS[t.key as PortalTabKey]?.icon ?? MessagesSquare;
              const active = t.key === tab;
              return (
                <li key={t.key} className="flex-1">
                  <Link
                    href={`${portalPath(me.portal.slug)}${t.segment ? `/${t.segment}` : ""}`}
                    aria-current={active ? "page" : undefined}
                    className={cn("flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium", active ? "text-primary-strong" : "text-muted-foreground hover:text-foreground")}
                  >
                    <Icon className="size-5" aria-hidden />
                    <span className="max-w-full truncate px-1">{t.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
