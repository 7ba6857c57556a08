import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListSkeleton } from "@/components/list/list-states";

/** Shown while the server loads the first page of clients. */
export default function ClientsLoading() {
  return (
    <div role="status" aria-label="Loading clients" className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      
      <Card className="min-w-0 overflow-hidden">
        <div className="flex items-center gap-2 border-b border-border px-4 py-3">
          <Skeleton className="h-9 w-full max-w-xs" />
        </div>
        <ListSkeleton rows={6} cols={5} />
      </Card>
    </div>
  );
}
