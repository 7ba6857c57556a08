import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Access Denied" };

/** AccessDenied (doc 1 s6): shown when the user lacks view permission for an area. */
export default function AccessDeniedPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center py-12 text-center sm:py-20">
      <span className="grid size-12 place-items-center rounded-full bg-danger-tint text-danger-strong">
        <ShieldAlert className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-xl font-semibold tracking-tight text-foreground">Access denied</h1>
      <p className="mt-2 text-muted-foreground">
        You don&rsquo;t have permission to view that page. If you need it for your work, ask your account owner to
        give you access.
      </p>
      <Button asChild className="mt-6">
        <Link href="/home">
          <ArrowLeft aria-hidden />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}
