import { UserRound } from "lucide-react";
import type { MemberCard as Card } from "@/lib/member-id/schemas";
import { cn } from "@/lib/utils/cn";

export type MemberCardView = Omit<Card, "brand">;

/**
 * The member ID card as a wallet card: the location's design on top, the holder, and the code on
 * a white panel so it always scans. Shared by the public card page and the settings preview.
 * `code_svg` is made on the server by qrcode / bwip-js from the member ID alone (paths only).
 */
export function MemberCard({ card, placeholderPhoto = false, heading = "h1", className }: { card: MemberCardView; /** The preview: a silhouette where a photo goes. */ placeholderPhoto?: boolean; /** The public card is its page's h1; a preview sits under its screen's own. */ heading?: "h1" | "h2"; className?: string }) {
  const Title = heading;
  const name = `${card.first_name} ${card.last_name}`.trim() || "Member";
  return (
    <article
      aria-label={`${card.title}: ${name}`}
      className={cn("w-full max-w-sm overflow-hidden rounded-2xl shadow-xl ring-1 ring-black/5", className)}
      style={{ backgroundColor: card.background_color, color: card.text_color }}
    >
      <div className="flex items-center gap-3 px-5 pt-5">
        {card.logo_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- an image of the coach's library, any host
          <img src={card.logo_url} alt="" className="size-10 shrink-0 rounded-lg bg-white/90 object-contain p-0.5" />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{card.business_name}</p>
          <Title className="truncate text-lg leading-6 font-semibold">{card.title}</Title>
        </div>
      </div>
      <div className="flex items-center gap-4 px-5 py-5">
        {card.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the contact's stored photo
          <img src={card.photo} alt={`Photo of ${name}`} className="size-20 shrink-0 rounded-full object-cover ring-2 ring-white/70" />
        ) : placeholderPhoto ? (
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-white/20 ring-2 ring-white/70" aria-hidden="true">
            <UserRound className="size-9 opacity-80" />
          </span>
        ) : null}
        <div className="min-w-0">
          <p className="text-xl leading-7 font-semibold [overflow-wrap:anywhere]">{name}</p>
          <p className="mt-1 text-xs font-medium tracking-wider uppercase">Member ID</p>
          <p className="font-mono text-lg font-semibold tracking-wide [overflow-wrap:anywhere]" style={{ color: card.text_color }}>
            {card.member_id}
          </p>
        </div>
      </div>
      <div className="border-t-4 bg-white px-5 py-5" style={{ borderColor: card.accent_color }}>
        <div
          role="img"
          aria-label={`${card.code_type === "qr" ? "QR code" : "Barcode"} of member ID ${card.member_id}`}
          className={cn("mx-auto [&_svg]:h-auto [&_svg]:w-full", card.code_type === "qr" ? "w-44" : "w-full max-w-72")}
          dangerouslySetInnerHTML={{ __html: card.code_svg }}
        />
      </div>
    </article>
  );
}
