import type { Metadata } from "next";
import { BusinessForm } from "@/components/account-signup/business-form";
import { SignupCard } from "@/components/account-signup/signup-card";
import { countries } from "@/lib/reference-data/countries";
import { timezones } from "@/lib/reference-data/timezones";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Verify Business" };

export default async function VerifyBusinessPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, details: d } = await loadStep(params, "verify-business");
  return (
    <SignupCard step={3} title="Tell us about your business" description="This names your account and sets its time zone.">
      <BusinessForm
        token={token}
        countries={countries()}
        timezones={timezones()}
        defaults={{ business_name: d.business_name ?? "", business_type: d.business_type ?? "", address: d.address ?? "", timezone: d.timezone ?? "", country: d.country ?? "" }}
      />
    </SignupCard>
  );
}
