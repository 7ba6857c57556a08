import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db";
import { webViewMessage } from "@/lib/email-logs/recovery";

type Params = Promise<{ token: string }>;

const load = cache(async (token: string) => webViewMessage(await getDb(), token));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const m = await load((await params).token);
  return { title: m ? { absolute: m.subject } : "Email", robots: { index: false } };
}

/**
 * The web view of a sent email ("View in browser", the web_view_url merge field): the message
 * as delivered, by its signed token. The HTML (sanitized when rendered for sending) is shown in
 * a sandboxed frame without scripts, so it cannot touch this page; its links open in a new tab.
 */
export default async function EmailWebView({ params }: { params: Params }) {
  const m = await load((await params).token);
  if (!m) notFound();
  const doc = m.html.replace("<head>", '<head><base target="_blank">');
  return (
    <main className="flex min-h-dvh flex-col bg-slate-50">
      <h1 className="sr-only">{m.subject}</h1>
      <iframe title={m.subject} srcDoc={doc} sandbox="allow-popups allow-popups-to-escape-sandbox" className="min-h-dvh w-full flex-1 border-0 bg-white" />
    </main>
  );
}
