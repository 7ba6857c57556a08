"use client";

import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";

function ActivateSubmit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" className="w-full" loading={pending} loadingText="Activating">
      Activate my account
    </Button>
  );
}

/** A form post to the activate action: works without JavaScript. */
export function ActivateAccount({ action }: { action: () => Promise<void> }) {
  return (
    <form action={action}>
      <ActivateSubmit />
    </form>
  );
}
