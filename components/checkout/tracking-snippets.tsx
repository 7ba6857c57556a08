import { headers } from "next/headers";
import { trackingScripts, type TrackingEvent, type TrackingIds } from "@/lib/checkout/tracking";

/** A product's tracking snippets (lib/checkout/tracking.ts) with this response's CSP nonce. */
export async function TrackingSnippets({ ids, event }: { ids: TrackingIds; event: TrackingEvent }) {
  const scripts = trackingScripts(ids, event);
  if (!scripts.length) return null;
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {scripts.map((s) =>
        s.src ? <script key={s.key} async src={s.src} nonce={nonce} /> : <script key={s.key} nonce={nonce} dangerouslySetInnerHTML={{ __html: s.code! }} />,
      )}
      {ids.gtm && (
        <noscript>
          <iframe title="Google Tag Manager" src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(ids.gtm)}`} height="0" width="0" style={{ display: "none", visibility: "hidden" }} />
        </noscript>
      )}
    </>
  );
}
