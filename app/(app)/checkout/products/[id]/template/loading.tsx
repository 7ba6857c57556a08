import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the server loads the product's checkout page design. */
export default function ProductTemplateLoading() {
  return (
    <div role="status" aria-label="Loading the checkout page design" className="flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-7 w-56" />
      {[0, 1, 2].map((i) => <Skeleton key={i} className="h-48 w-full" />)}
    </div>
  );
}
