/**
 * An exercise's video link: YouTube or Vimeo only (issue 29, Bad input), kept as provider + id so the
 * player embeds it without trusting the pasted URL. Pure: the schema and the screens share it.
 */
export type Video = { provider: "youtube" | "vimeo"; id: string };

const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

export function parseVideoUrl(raw: string): Video | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const parts = u.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = u.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live", "v"].includes(parts[0])) id = parts[1];
  } else if (host === "vimeo.com") {
    const vid = parts.find((p) => VIMEO_ID.test(p));
    return vid ? { provider: "vimeo", id: vid } : null;
  } else if (host === "player.vimeo.com" && parts[0] === "video" && parts[1] && VIMEO_ID.test(parts[1])) {
    return { provider: "vimeo", id: parts[1] };
  }
  return id && YT_ID.test(id) ? { provider: "youtube", id } : null;
}
