/** Shared composing settings (doc 2 s7, s9; issue 11 "Composing"). Pure: screens import it. */

export const SAVED_STYLE_TYPES = ["email", "page", "form", "playbook"] as const;
export type SavedStyleType = (typeof SAVED_STYLE_TYPES)[number];

export const FONTS = ["Inter", "Roboto", "Poppins"] as const;
export type FontName = (typeof FONTS)[number];
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/**
 * The CSS stack of each offered font. The faces ship with the app (components/fonts/headline-fonts.ts
 * loads them where headlines are shown): nothing is fetched from a font service.
 */
export const FONT_STACKS: Record<FontName, string> = {
  Inter: '"Inter Variable", Inter, ui-sans-serif, system-ui, sans-serif',
  Roboto: '"Roboto Variable", Roboto, ui-sans-serif, system-ui, sans-serif',
  Poppins: "Poppins, ui-sans-serif, system-ui, sans-serif",
};

/** Doc 2 s9: headline Inter 50/600, subheadline 25, other weights 300, form submit label SUBMIT. */
const BASE = {
  headline_font: "Inter",
  headline_size: 50,
  headline_weight: 600,
  subheadline_font: "Inter",
  subheadline_size: 25,
  subheadline_weight: 300,
  body_font: "Inter",
  body_size: 16,
  body_weight: 300,
  text_color: "#1f2937",
  link_color: "#2f7eed",
  button_color: "#2f7eed",
  button_text_color: "#ffffff",
  background_color: "#ffffff",
};
export const SAVED_STYLE_DEFAULTS: Record<SavedStyleType, Record<string, string | number>> = {
  email: { ...BASE },
  page: { ...BASE },
  form: { ...BASE, submit_label: "SUBMIT" },
  playbook: { ...BASE },
};

/**
 * Links a coach can insert into any message (GET /defined-links): the message links as merge
 * fields, filled per recipient at send. Content modules (pages, forms, playbooks) add their
 * public links here when they land.
 */
/**
 * `ready`: the page the link opens exists (unsubscribe and web view: app/(public), issue 11's
 * email logs; the portal login: the client portal's go page, issue 32).
 */
const ALL_DEFINED_LINKS = [
  { name: "Portal login", link: "{{ portal_login_url }}", ready: true },
  { name: "Unsubscribe", link: "{{ unsubscribe_url }}", ready: true },
  { name: "Web view", link: "{{ web_view_url }}", ready: true },
] as const;
export const DEFINED_LINKS = ALL_DEFINED_LINKS.filter((l) => l.ready).map(({ name, link }) => ({ name, link }));

/** Test sends (issue 11): up to 5 recipients a call, 20 recipients an hour per location. */
export const TEST_RECIPIENTS_MAX = 5;
export const TEST_SENDS_PER_HOUR = 20;

export const COMPOSING_MSG = {
  styleSaved: "Style has been saved successfully!",
  buttonUploaded: "Button has been uploaded successfully!",
  buttonUpdated: "Button has been updated successfully!",
  buttonDeleted: "Button has been deleted successfully!",
  buttonImage: "Please select an image file",
  testEmailSent: "Test email has been sent successfully!",
  testSmsSent: "Test SMS has been sent successfully!",
  testLimit: `You can send ${TEST_SENDS_PER_HOUR} test messages an hour. Please try again later.`,
  recipientsMax: `You can send a test to at most ${TEST_RECIPIENTS_MAX} recipients.`,
} as const;
