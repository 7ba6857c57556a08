import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { cn } from "@/lib/utils/cn";

/**
 * Coach-written HTML on a page (public pages, the portal, previews rendered by the server).
 * Sanitized again here, whatever the row holds. Server components only: the sanitizer stays
 * out of the browser bundle.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
