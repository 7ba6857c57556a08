import { CardSkeletons } from "@/components/list/list-states";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the server loads the dashboard's first page. */
export default function TemplatesLoading() {
  return (
    <div role="status" aria-label="Loading templates" className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Skeleton className="h-8 w-full max-w-lg" />
      <CardSkeletons count={6} />
    </div>
  );
}
