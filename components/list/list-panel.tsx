import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import { cn } from "@/lib/utils/cn";

/**
 * The card a list lives in: a toolbar (search, column menu, refresh spinner), the rows or a
 * state, and the footer with paging.
 */
export function ListPanel({ toolbar, children, footer, className }: { toolbar?: ReactNode; children: ReactNode; footer?: ReactNode; className?: string }) {
  return (
    <Card className={cn("min-w-0 overflow-hidden", className)}>
      {toolbar && <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">{toolbar}</div>}
      {children}
      {footer && <div className="border-t border-border px-4">{footer}</div>}
    </Card>
  );
}

/** Paging for a page envelope: where we are, the total, and the page size. */
export function ListPagination({
  page,
  data,
  perPageOptions,
  onPage,
  onPerPage,
}: {
  page: number;
  data: Pick<Page<unknown>, "last_page" | "total" | "per_page">;
  perPageOptions?: readonly number[];
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}) {
  return (
    <Pagination
      page={page}
      lastPage={data.last_page}
      total={data.total}
      perPage={data.per_page}
      perPageOptions={perPageOptions ? [...perPageOptions] : undefined}
      onPageChange={onPage}
      onPerPageChange={onPerPage}
    />
  );
}
