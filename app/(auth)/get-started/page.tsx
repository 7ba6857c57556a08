import type { Metadata } from "next";
import Link from "next/link";
import { CreditCard, MailCheck, Smartphone, Store } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Get Started" };

const STEPS = [
  { icon: MailCheck, title: "Create your account", text: "Your name, email and a password; we email you a code." },
  { icon: Smartphone, title: "Verify your mobile phone", text: "We text you a code so clients' replies reach you." },
  { icon: Store, title: "Tell us about your business", text: "Name, address and time zone for your first location." },
  { icon: CreditCard, title: "Pick a plan", text: "Every plan starts with a free trial." },
];

/** GetStarted: what sign-up takes, then Register. */
export default function GetStartedPage() {
  return (
    <AuthCard
      title="Get started with CoachOS"
      description="Run your coaching business in one place. Setting up takes about five minutes."
      footer={<>Already have an account? <Link href="/login" className="font-medium text-primary-strong hover:underline">Log in</Link></>}
    >
      <ol className="mb-6 flex flex-col gap-4">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary-tint text-primary-strong"><Icon className="size-4" aria-hidden /></span>
            <span>
              <span className="block text-sm font-medium text-foreground">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <Button asChild className="w-full"><Link href="/create-account">Create account</Link></Button>
    </AuthCard>
  );
}
