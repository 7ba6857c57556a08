import { Skeleton } from "@/components/ui/skeleton";

/**
 * The asset dashboard's loading screen (a route's loading.tsx, while the server loads the first
 * cards): the heading, the toolbar and a page of cards, in the dashboard's own grid.
 */
export function AssetDashboardLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[1024/800] w-full rounded-lg" />
        ))}
      </div>
    </div>
  );
}
