import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the server loads the first dashboard page (navigation into /forms). */
export default function FormsLoading() {
  return (
    <div role="status" aria-label="Loading forms" className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Card className="grid min-w-0 grid-cols-1 gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[1024/760] w-full" />
        ))}
      </Card>
    </div>
  );
}
