import { LayoutTemplate, Mail, MessageSquare, Mic, type LucideIcon } from "lucide-react";

/** The card icon of each is_content (1 email, 2 content, 3 SMS, 4 voice). */
export const TEMPLATE_ICONS: Record<number, LucideIcon> = { 1: Mail, 2: LayoutTemplate, 3: MessageSquare, 4: Mic };
