import { Button } from "@/components/ui/button";

/** Previous / next under a sequence tab's table. */
export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (p: number) => void }) {
  if (last <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 p-3 text-[13px]">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span>Page {page} of {last}</span>
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>Next</Button>
    </div>
  );
}
