import type { ReactNode } from "react";
import { TriangleAlert, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableHead, TableHeader, TableRow, TableSkeletonRows } from "@/components/ui/table";
import { cn } from "@/lib/utils/cn";

type Retry = { onRetry: () => void; retrying: boolean };

/** The first load failed: nothing to show but the error and a retry. */
export function ListError({ title, description, onRetry, retrying, className }: Retry & { title: string; description?: string; className?: string }) {
  return (
    <div role="alert" className={cn("flex flex-1 flex-col", className)}>
      <EmptyState
        icon={TriangleAlert}
        className="flex-1"
        title={title}
        description={description ?? "Something went wrong while loading this list. Check your connection and try again."}
        action={
          <Button variant="outline" onClick={onRetry} loading={retrying} loadingText="Retrying">
            Try again
          </Button>
        }
      />
    </div>
  );
}

/** A refresh failed while older rows are on screen: say so above them. */
export function ListRefreshError({ message, onRetry, retrying }: Retry & { message: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 border-b border-border bg-danger-tint px-4 py-2 text-sm text-danger-strong">
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} loadingText="Retrying">
        Try again
      </Button>
    </div>
  );
}

/** Nothing matches: say why and what to do next. */
export function ListEmpty({ icon, title, description, action, className }: { icon: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode; className?: string }) {
  return <EmptyState icon={icon} className={cn("flex-1", className)} title={title} description={description} action={action} />;
}

/** A pane that is loading and has no skeleton of its own. */
export function ListLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("flex flex-1 items-center justify-center p-10", className)}>
      <Spinner label={label} />
    </div>
  );
}

/** A list's loading placeholder for route loading screens: table rows from md up, cards below. */
export function ListSkeleton({ rows = 10, cols = 8 }: { rows?: number; cols?: number }) {
  return (
    <>
      <div className="hidden md:block" aria-hidden="true">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {Array.from({ length: cols }, (_, i) => (
                <TableHead key={i}>
                  <Skeleton className="h-3 w-16" />
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableSkeletonRows rows={rows} cols={cols} />
          </TableBody>
        </Table>
      </div>
      <ul aria-hidden="true" className="divide-y divide-border md:hidden">
        <CardSkeletons count={rows} />
      </ul>
    </>
  );
}

/** Placeholder cards for the 375 px layout while a list loads (at most six fill a phone). */
export function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: Math.min(count, 6) }, (_, i) => (
    <li key={i} aria-hidden="true" className="flex gap-3 px-4 py-3.5">
      <Skeleton className="size-8 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </li>
  ));
}
