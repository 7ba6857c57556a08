import type { ReactNode } from "react";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";

const STEPS = ["Account", "Email", "Phone", "Business", "Plan"] as const;

/** A sign-up step: the sign-in screens' card, with where the person is in the flow. */
export function SignupCard({ step, title, description, children, wide }: {
  /** 0-based index in STEPS. */
  step: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The plan picker needs more room than a form. */
  wide?: boolean;
}) {
  return (
    <AuthCard
      title={title}
      wide={wide}
      description={
        <>
          <span className="block text-xs font-medium uppercase tracking-wide text-primary-strong">
            Step {step + 1} of {STEPS.length}: {STEPS[step]}
          </span>
          {description ? <span className="mt-1.5 block">{description}</span> : null}
        </>
      }
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-primary-strong hover:underline">Log in</Link>
        </>
      }
    >
      {children}
    </AuthCard>
  );
}
