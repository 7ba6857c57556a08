import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { Label } from "./label";

/** Props Field wires onto its control. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

type ChildControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
};

export type FieldProps = {
  /** Visible label, rendered above the control. */
  label: ReactNode;
  /** id of the control; the child gets this id if it has none. Help/error ids derive from it. */
  htmlFor: string;
  /** Help text under the control. */
  help?: ReactNode;
  /** Error text (danger colour) under the control; sets aria-invalid on the control. */
  error?: ReactNode;
  /** Shows a required marker ("*", announced as "required"). */
  required?: boolean;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
  /**
   * One control element (Input, Textarea, NativeSelect, Checkbox...): it receives `id`,
   * `aria-describedby` and `aria-invalid` automatically. For composite controls (Radix
   * Select) pass a render function and spread the props onto the focusable part:
   * `{(p) => <Select><SelectTrigger {...p}>...</SelectTrigger>...</Select>}`.
   */
  children: ReactNode | ((controlProps: FieldControlProps) => ReactNode);
};

/** Form field: label above, control, help text below, error text below in danger colour. */
export function Field({
  label,
  htmlFor,
  help,
  error,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const helpId = help ? `${htmlFor}-help` : undefined;
  const hasError = error != null && error !== false && error !== "";
  const errorId = hasError ? `${htmlFor}-error` : undefined;
  const ownDescribedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;

  let control: ReactNode;
  if (typeof children === "function") {
    control = children({
      id: htmlFor,
      "aria-describedby": ownDescribedBy,
      "aria-invalid": hasError || undefined,
    });
  } else if (isValidElement<ChildControlProps>(children)) {
    const child = children as ReactElement<ChildControlProps>;
    const describedBy =
      [child.props["aria-describedby"], ownDescribedBy].filter(Boolean).join(" ") || undefined;
    control = cloneElement(child, {
      id: child.props.id ?? htmlFor,
      "aria-describedby": describedBy,
      "aria-invalid": hasError ? true : child.props["aria-invalid"],
    });
  } else {
    control = children;
  }

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor} className={cn(hideLabel && "sr-only")}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-strong">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </Label>
      {control}
      {help && (
        <p id={helpId} className="text-[13px] leading-5 text-muted-foreground">
          {help}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-[13px] leading-5 font-medium text-danger-strong">
          {error}
        </p>
      )}
    </div>
  );
}
