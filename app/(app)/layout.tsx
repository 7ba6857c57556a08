import type { ReactNode } from "react";
import { AppFrame } from "@/components/shell/app-frame";
import { requireCtx } from "@/lib/auth/server-session";

// Every render checks the session in the database and reads per-user data.
export const dynamic = "force-dynamic";

export default async function AppLayout({ children }: { children: ReactNode }) {
  // First: validates the session, sends revoked ones to /logout, re-applies the routing rules.
  const ctx = await requireCtx();
  return <AppFrame ctx={ctx}>{children}</AppFrame>;
}
