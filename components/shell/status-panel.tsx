import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

/**
 * A screen-sized message inside the shell (404, access denied): icon, title, what happened,
 * and the way back into the app, never to Login.
 */
export function StatusPanel({ icon: Icon, tone, eyebrow, title, children }: { icon: LucideIcon; tone: "primary" | "danger"; eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center py-12 text-center sm:py-20">
      <span className={cn("grid size-12 place-items-center rounded-full", tone === "danger" ? "bg-danger-tint text-danger-strong" : "bg-primary-tint text-primary-strong")}>
        <Icon className="size-6" aria-hidden />
      </span>
      {eyebrow && <p className="mt-5 text-sm font-semibold tracking-wide text-primary-strong">{eyebrow}</p>}
      <h1 className={cn("text-xl font-semibold tracking-tight text-foreground", eyebrow ? "mt-1" : "mt-5")}>{title}</h1>
      <p className="mt-2 text-muted-foreground">{children}</p>
      <Button asChild className="mt-6">
        <Link href="/home">
          <ArrowLeft aria-hidden />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}
