/** How each module that writes to the feed is named in the feed's filter. */
export const ACTIVITY_MODULE_LABELS: Record<string, string> = {
  sms: "SMS",
  email: "Email",
  contacts: "Contacts",
  files: "Files",
  "portal-chat": "Portal Chat",
  imports: "Imports",
  integrations: "Integrations",
};

export function moduleLabel(module: string): string {
  return ACTIVITY_MODULE_LABELS[module] ?? module.replace(/(^|-)(\w)/g, (_, sep: string, c: string) => (sep ? " " : "") + c.toUpperCase());
}
