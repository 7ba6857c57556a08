"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A secret shown once: read-only, selectable, with a copy button (doc 1 s8 copy toasts). */
export function CopyField({ id, label, value, item }: { id: string; label: string; value: string; item: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${item} copied successfully!`);
    } catch {
      toast.error(`Failed to copy ${item}!`);
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="min-w-0 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
