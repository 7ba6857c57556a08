import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div className="flex w-full max-w-3xl flex-col gap-5" aria-busy="true">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-44" />
      <Skeleton className="h-64" />
    </div>
  );
}
