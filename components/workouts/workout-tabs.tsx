import Link from "next/link";
import { cn } from "@/lib/utils/cn";

const TABS = [
  { key: "workouts", label: "Workouts", href: "/workouts" },
  { key: "plans", label: "Plans", href: "/workouts/plans" },
] as const;

/**
 * The /workouts dashboard's Workouts and Plans tabs (issue 29). Links, not the kit's filter tabs:
 * each tab is its own asset list with its own URL state; styled as the kit's tab bar.
 */
export function WorkoutTabs({ active }: { active: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Workouts and plans" className="flex w-full items-stretch gap-5 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-border)] [scrollbar-width:none]">
      {TABS.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          aria-current={t.key === active ? "page" : undefined}
          className={cn(
            "inline-flex shrink-0 items-center border-b-2 border-transparent px-0.5 pt-2 pb-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground",
            "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
            t.key === active && "border-primary text-foreground",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
