import "server-only";
import { convert } from "html-to-text";
import juice from "juice";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";

/**
 * An email's HTML at send time: the coach's body sanitized by the one rich-text sanitizer, the
 * product's own table-based parts (signature) appended as they are, then CSS inlined by juice
 * (mail clients drop <style>) and the text part derived from the result.
 */
export function finishEmail(body: string, appended: string[] = []): { html: string; text: string } {
  const content = sanitizeRichText(body) + appended.join("");
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937}a{color:#2f7eed}img{max-width:100%;height:auto}</style></head><body>${content}</body></html>`;
  const html = juice(doc);
  const text = convert(html, { wordwrap: 78, selectors: [{ selector: "img", format: "skip" }] });
  return { html, text };
}

/** A subject is one line of text: line breaks become spaces. */
export function subjectLine(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}
