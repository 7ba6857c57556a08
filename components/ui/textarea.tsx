import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";
import { inputBaseClass } from "./input";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(inputBaseClass, "min-h-20 resize-y px-3 py-2 leading-5", className)}
      {...props}
    />
  );
}
