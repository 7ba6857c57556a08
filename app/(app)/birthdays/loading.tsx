import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ListSkeleton } from "@/components/list/list-states";

/** Shown while the server loads the settings and the first page of upcoming birthdays. */
export default function BirthdaysLoading() {
  return (
    <div role="status" aria-label="Loading birthdays" className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Card className="w-full max-w-[720px] gap-4 p-5">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-24 w-full" />
      </Card>
      <Card className="min-w-0 overflow-hidden">
        <ListSkeleton rows={5} cols={5} />
      </Card>
    </div>
  );
}
