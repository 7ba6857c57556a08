import { Ban, Clock, GitBranch, Mail, MessageSquare, Tag, Tags, UserCog, Webhook, type LucideIcon } from "lucide-react";

/** Each action type's icon, the same in the picker and the flow. */
const ICONS: Record<string, LucideIcon> = {
  send_email: Mail, send_sms: MessageSquare, wait: Clock, condition: GitBranch, add_tag: Tag, remove_tag: Tags, change_status: UserCog, webhook: Webhook, end: Ban,
};

export const stepIcon = (type: string): LucideIcon => ICONS[type] ?? Clock;
