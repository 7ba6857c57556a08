/** "Report", "Report (2)", "Report (3)"...: the first of these names `taken` says is free. */
export function firstFreeName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base} (${n})`)) return `${base} (${n})`;
}
