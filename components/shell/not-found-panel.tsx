import Link from "next/link";
import { ArrowLeft, Compass } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The in-app 404: shown inside the shell, with a way back into the app (not to Login). */
export function NotFoundPanel() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center py-12 text-center sm:py-20">
      <span className="grid size-12 place-items-center rounded-full bg-primary-tint text-primary-strong">
        <Compass className="size-6" aria-hidden />
      </span>
      <p className="mt-5 text-sm font-semibold tracking-wide text-primary-strong">404</p>
      <h1 className="mt-1 text-xl font-semibold tracking-tight text-foreground">Page not found</h1>
      <p className="mt-2 text-muted-foreground">
        This page doesn&rsquo;t exist or has moved. Check the address, or pick up where you left off from Home.
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
