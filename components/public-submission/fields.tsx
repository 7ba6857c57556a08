import { Camera } from "lucide-react";

/** Inputs shared by the public submission forms (check-in, habits): phone-sized, labelled, errors tied to their input. */
export const inputClass =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2.5 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-danger";

export type ColourPair = { bg: string; text: string };

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return <p id={id} className="mt-1.5 text-sm font-medium text-danger-strong">{message}</p>;
}

export function PhotoInput({ name, label, error }: { name: string; label: string; error?: string }) {
  const id = `field-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 flex items-center gap-2 text-base font-medium">
        <Camera className="size-4 shrink-0 opacity-75" aria-hidden="true" />
        <span className="[overflow-wrap:anywhere]">{label}</span>
      </label>
      <input
        id={id} name={name} type="file" accept="image/*" capture="environment" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-help`}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium`}
      />
      {!error && <p id={`${id}-help`} className="mt-1 text-xs opacity-80">A photo up to 10 MB.</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SubmitButton({ pending, text, colour }: { pending: boolean; text: string; colour: ColourPair }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="sticky bottom-3 inline-flex h-12 w-full items-center justify-center rounded-xl px-6 text-base font-semibold shadow-md hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
      style={{ backgroundColor: colour.bg, color: colour.text }}
    >
      {pending ? "Sending…" : text}
    </button>
  );
}

export function FormAlert({ message }: { message: string }) {
  return <div role="alert" className="rounded-lg border border-danger bg-danger-tint px-3 py-2 text-sm text-danger-strong">{message}</div>;
}
