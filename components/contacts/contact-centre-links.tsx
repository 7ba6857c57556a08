import Link from "next/link";
import { MailX, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The contact centre's side lists (doc 2 s2): deleted contacts and suppressed addresses. */
export function ContactCentreLinks() {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/contacts/deleted">
          <Trash2 aria-hidden="true" />
          Deleted
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link href="/contacts/suppressions">
          <MailX aria-hidden="true" />
          Suppressions
        </Link>
      </Button>
    </>
  );
}
