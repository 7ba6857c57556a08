import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/** Shared look of text-like controls (input, textarea, native select, select trigger). */
export const inputBaseClass = cn(
  "w-full min-w-0 rounded-md border border-input bg-card text-sm text-foreground shadow-sm",
  "placeholder:text-muted-foreground transition-[color,box-shadow,border-color]",
  "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
  "aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:opacity-70",
);

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        inputBaseClass,
        "h-9 px-3 py-1",
        "file:mr-3 file:h-7 file:rounded file:border-0 file:bg-secondary file:px-2 file:text-sm file:font-medium file:text-secondary-foreground",
        type === "file" && "py-0.5 pl-1",
        className,
      )}
      {...props}
    />
  );
}
