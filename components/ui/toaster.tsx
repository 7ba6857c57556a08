"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export { toast } from "sonner";

/* Map sonner's rich colours onto our tokens (sonner's defaults miss AA on some pairs). */
const tokenStyle = {
  fontFamily: "var(--font-sans)",
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-success-tint)",
  "--success-text": "var(--color-success-strong)",
  "--success-border": "color-mix(in srgb, var(--color-success) 30%, transparent)",
  "--error-bg": "var(--color-danger-tint)",
  "--error-text": "var(--color-danger-strong)",
  "--error-border": "color-mix(in srgb, var(--color-danger) 30%, transparent)",
  "--warning-bg": "var(--color-warning-tint)",
  "--warning-text": "var(--color-warning-strong)",
  "--warning-border": "color-mix(in srgb, var(--color-warning) 35%, transparent)",
  "--info-bg": "var(--color-primary-tint)",
  "--info-text": "var(--color-primary-strong)",
  "--info-border": "color-mix(in srgb, var(--color-primary) 30%, transparent)",
  "--border-radius": "var(--radius-lg)",
} as CSSProperties;

/**
 * App toaster: top-right, rich colours, close button, 2000 ms (spec: configured 1500 ms,
 * displayed 2000 ms). Render once in the root layout; call `toast.success("Saved")` anywhere.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      duration={2000}
      theme="light"
      style={tokenStyle}
      toastOptions={{ style: { fontSize: "var(--text-sm)" } }}
      {...props}
    />
  );
}
