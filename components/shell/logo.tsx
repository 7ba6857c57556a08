import { Dumbbell } from "lucide-react";
import { cn } from "@/lib/utils/cn";

export function Logo({ collapsed = false, className }: { collapsed?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-foreground", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary-strong text-primary-foreground shadow-sm">
        <Dumbbell className="size-[18px]" aria-hidden />
      </span>
      {collapsed ? <span className="sr-only">CoachOS</span> : <span className="text-base tracking-tight">CoachOS</span>}
    </span>
  );
}
