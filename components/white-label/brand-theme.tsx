import { brandStyle } from "@/lib/white-label/colors";

/**
 * The white label's colour as the theme's primary tokens, on :root so that dialogs and menus
 * (portalled to <body>) take it too. Renders nothing without a valid colour.
 */
export function BrandTheme({ color }: { color: string | null | undefined }) {
  const vars = brandStyle(color);
  if (!vars) return null;
  const css = `:root{${Object.entries(vars).map(([k, v]) => `${k}:${v}`).join(";")}}`;
  return <style data-brand-theme>{css}</style>;
}
