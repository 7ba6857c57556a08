import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db";
import { PlanPicker } from "@/components/account-signup/plan-picker";
import { SignupCard } from "@/components/account-signup/signup-card";
import { stepPath } from "@/lib/account-signup/paths";
import { listPlans } from "@/lib/account-signup/service";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Select Plan" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SelectPlanPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Search }) {
  const { token } = await loadStep(params, "plans");
  const plans = await listPlans(await getDb());
  const wanted = Number((await searchParams).plan);
  return (
    <SignupCard step={4} wide title="Choose your plan" description="Every plan starts with a free trial. Card details come later, in Account Billing.">
      {plans.length ? (
        <PlanPicker token={token} plans={plans} selected={plans.some((p) => p.id === wanted) ? wanted : null} />
      ) : (
        <p className="text-sm text-muted-foreground">No plans are on offer right now. Please contact support.</p>
      )}
      <p className="mt-4 text-sm">
        <Link href={stepPath(token, "verify-business")} className="font-medium text-primary-strong hover:underline">Back to business details</Link>
      </p>
    </SignupCard>
  );
}
