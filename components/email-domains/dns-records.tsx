"use client";

import { CircleCheck, CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CopyField } from "@/components/ui/copy-field";
import { RECORD_TITLES } from "@/lib/email-domains/constants";
import type { EmailDnsRecord } from "@/lib/email-domains/hooks";

/**
 * The DNS records a domain needs, each with copy buttons for its name and value, and the last
 * verify's answer for it (`checked`: a verify has run, so a failing record shows its error).
 */
export function DnsRecords({ records, idPrefix, checked }: { records: EmailDnsRecord[]; idPrefix: string; checked: boolean }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="DNS records">
      {records.map((r) => {
        const title = RECORD_TITLES[r.kind];
        return (
          <li key={r.kind} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-sm font-semibold">{title}</h3>
              <Badge variant="outline">{r.type}</Badge>
              {checked &&
                (r.is_verified ? (
                  <Badge variant="success">
                    <CircleCheck aria-hidden /> Found
                  </Badge>
                ) : (
                  <Badge variant="danger">
                    <CircleAlert aria-hidden /> Not found
                  </Badge>
                ))}
            </div>
            {checked && r.error && <p className="text-sm text-danger-strong">{r.error}</p>}
            <CopyField id={`${idPrefix}-${r.kind}-host`} label="Name (host)" value={r.host} item={`${title} name`} />
            <CopyField id={`${idPrefix}-${r.kind}-value`} label={r.type === "CNAME" ? "Points to" : "Value"} value={r.value} item={`${title} value`} />
          </li>
        );
      })}
    </ul>
  );
}
