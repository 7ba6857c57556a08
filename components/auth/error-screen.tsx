import Link from "next/link";
import { Logo } from "@/components/shell/logo";

/** Error-404 / Error-403: a calm full-page message with a way back. */
export function ErrorScreen({ code, title, body }: { code: string; title: string; body: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-background px-4 text-center">
      <Logo className="mb-10" />
      <p className="text-sm font-semibold tracking-wide text-primary-strong">{code}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-sm text-muted-foreground">{body}</p>
      <div className="mt-8 flex gap-3">
        <Link
          href="/home"
          className="inline-flex h-9 items-center rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Go to home
        </Link>
        <Link
          href="/login"
          className="inline-flex h-9 items-center rounded-md border border-border bg-card px-4 text-sm font-medium text-foreground hover:bg-muted"
        >
          Login
        </Link>
      </div>
    </main>
  );
}
