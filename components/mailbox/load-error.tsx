import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A pane that failed to load, with a retry. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-danger-strong">
      <TriangleAlert className="size-5" aria-hidden="true" />
      {message}
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} loadingText="Retrying">
        Try again
      </Button>
    </div>
  );
}
