"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toContactFilters, type ContactListState } from "@/lib/contacts/columns";
import { formatCount } from "@/lib/format";

/**
 * "Export": the rows of the current tab, search and filters as CSV (GET /contact/export). The
 * browser downloads the streamed answer itself (session cookie), so a 100k-row export never
 * sits in page memory. A button, not a link: the answer is a file, not a screen.
 */
export function ExportButton({ state, total, timeZone }: { state: ContactListState; total: number; timeZone: string }) {
  const download = () => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(toContactFilters(state, { timeZone }))) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
    const a = document.createElement("a");
    a.href = `/api/v3/contact/export${params.size ? `?${params}` : ""}`;
    a.download = "";
    document.body.append(a);
    a.click();
    a.remove();
  };
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={total === 0} title={`Download ${formatCount(total, "contact")} as CSV`}>
      <Download aria-hidden="true" />
      Export
    </Button>
  );
}
