import Link from "next/link";
import { cn } from "@/lib/utils/cn";

/** Files and Images: the two views of the files screen, as links (each has its own URL). */
export function FilesNav({ current }: { current: "files" | "images" }) {
  const item = (href: string, label: string, key: typeof current) => (
    <Link
      href={href}
      aria-current={current === key ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        current === key ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Files views" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
      {item("/files", "Files", "files")}
      {item("/files/images", "Images", "images")}
    </nav>
  );
}
