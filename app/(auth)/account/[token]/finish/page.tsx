import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { FinishStep } from "@/components/account-signup/finish-step";
import { planFeatures, planPrice } from "@/lib/account-signup/plan-text";
import { SignupCard } from "@/components/account-signup/signup-card";
import { stepPath } from "@/lib/account-signup/paths";
import { listPlans } from "@/lib/account-signup/service";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Registration Complete" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** RegistrationFinish: the summary and the one button that creates the account. */
export default async function FinishPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Search }) {
  const { token, details } = await loadStep(params, "plans");
  const wanted = Number((await searchParams).plan);
  const plan = (await listPlans(await getDb())).find((p) => p.id === wanted);
  if (!plan) redirect(stepPath(token, "plans"));
  return (
    <SignupCard step={4} title="You're all set" description="Check your details, then start your free trial.">
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="min-w-0 break-words text-foreground">{details.full_name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="min-w-0 break-all text-foreground">{details.email}</dd>
        <dt className="text-muted-foreground">Business</dt>
        <dd className="min-w-0 break-words text-foreground">{details.business_name}</dd>
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="min-w-0 text-foreground">
          {plan.name}, {planPrice(plan)}
          <span className="block text-xs text-muted-foreground">{planFeatures(plan).join(" · ")}</span>
          <span className="block text-xs text-muted-foreground">{plan.trial_days}-day free trial</span>
        </dd>
      </dl>
      <FinishStep token={token} planId={plan.id} />
      <p className="mt-4 text-center text-sm">
        <Link href={`${stepPath(token, "plans")}?plan=${plan.id}`} className="font-medium text-primary-strong hover:underline">Choose a different plan</Link>
      </p>
    </SignupCard>
  );
}
