"use client";

import { useFormStatus } from "react-dom";
import { Button, type ButtonProps } from "@/components/ui/button";

/** The form's submit button, busy while its server action runs (JavaScript on). */
export function SubmitButton({ loadingText, ...props }: Omit<ButtonProps, "type" | "loading">) {
  const { pending } = useFormStatus();
  return <Button type="submit" className="w-full" loading={pending} loadingText={loadingText} {...props} />;
}
