import { Ban, Clock, GitBranch, ListMinus, ListPlus, Mail, MessageSquare, Tag, Tags, UserCog, Webhook } from "lucide-react";

/** Each action type's icon, the same in the picker and the flow. */
export function StepIcon({ type, className }: { type: string; className?: string }) {
  const p = { className, "aria-hidden": true } as const;
  switch (type) {
    case "send_email": return <Mail {...p} />;
    case "send_sms": return <MessageSquare {...p} />;
    case "condition": return <GitBranch {...p} />;
    case "add_tag": return <Tag {...p} />;
    case "remove_tag": return <Tags {...p} />;
    case "change_status": return <UserCog {...p} />;
    case "add_to_sequence": return <ListPlus {...p} />;
    case "remove_from_sequence": return <ListMinus {...p} />;
    case "webhook": return <Webhook {...p} />;
    case "end": return <Ban {...p} />;
    default: return <Clock {...p} />;
  }
}
