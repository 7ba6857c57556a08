import type { ReactNode } from "react";
import { Logo, type LogoBrand } from "@/components/shell/logo";

/** The centred card every sign-in and account-state screen sits in. */
export function AuthCard({ title, description, children, footer, wide, brand }: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A wider card, for content that is not a short form (the sign-up plan picker). */
  wide?: boolean;
  /** A client-facing page's white label (name and logo); the product's own without one. */
  brand?: LogoBrand;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="mb-8"><Logo brand={brand} /></div>
      <div className={`w-full ${wide ? "max-w-3xl" : "max-w-sm"} rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8`}>
        <h1 className="text-xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description ? <p className="mt-1.5 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-sm text-muted-foreground">{footer}</div> : null}
    </main>
  );
}
