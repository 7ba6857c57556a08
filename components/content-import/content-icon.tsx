import { BookOpen, ClipboardList, File, FileText, type LucideIcon } from "lucide-react";

/** The importers' icon names (lib/content-import/importers) as lucide icons. */
const ICONS: Record<string, LucideIcon> = { "book-open": BookOpen, "file-text": FileText, "clipboard-list": ClipboardList };

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? File;
  return <Icon className={className ?? "size-4"} aria-hidden="true" />;
}
