import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div className="flex w-full flex-col gap-5" aria-busy="true">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-9 w-full max-w-md" />
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]"><Skeleton className="h-40" /><Skeleton className="h-40" /></div>
      <Skeleton className="h-48" />
    </div>
  );
}
