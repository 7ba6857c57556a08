import Link from "next/link";
import { Cake, MailX, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The contact centre's side lists (doc 2 s2): deleted contacts, suppressed addresses, birthdays. */
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
      <Button asChild variant="ghost" size="sm">
        <Link href="/birthdays">
          <Cake aria-hidden="true" />
          Birthdays
        </Link>
      </Button>
    </>
  );
}
