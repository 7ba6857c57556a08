import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListSkeleton } from "@/components/list/list-states";

/** Shown while the server loads the first page (navigation into /contacts). */
export default function ContactsLoading() {
  return (
    <div role="status" aria-label="Loading contacts" className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <div className="flex gap-5 overflow-hidden shadow-[inset_0_-1px_0_var(--color-border)]">
        {[12, 16, 16, 16, 14, 12].map((w, i) => (
          <Skeleton key={i} className="mb-2.5 h-5 shrink-0" style={{ width: `${w * 4 + 16}px` }} />
        ))}
      </div>
      <Card className="min-w-0 overflow-hidden">
        <div className="flex items-center gap-2 border-b border-border px-4 py-3">
          <Skeleton className="h-9 w-full max-w-xs" />
          <Skeleton className="ml-auto h-8 w-24 max-md:hidden" />
        </div>
        <ListSkeleton />
      </Card>
    </div>
  );
}
