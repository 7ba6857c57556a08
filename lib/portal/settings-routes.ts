import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { clientPortalSettings, renameTab, updateCalendarTitle, updateClientPortal } from "./settings";
import * as s from "./settings-schemas";
import { contentCategories, contentFiles, contentForms, contentPages, contentPlaybooks } from "./visible-content";

/**
 * The coach's portal settings (issue 32, permission area client-portal): tab names, order and
 * visibility, the greetings, the portal's address and chat. The visible-content lists show
 * each item's switch; flipping one is the owning module's own call.
 */
const view = { tenancy: "location", permit: ["client-portal", "view"] } as const;
const update = { tenancy: "location", permit: ["client-portal", "update"] } as const;

const routes = [
  get("/client-portal", { ...view, summary: "The portal's tab names, greetings, visible tabs, order, slug and chat", response: s.clientPortalAnswer },
    ({ db, ctx }) => clientPortalSettings(db, ctx)),
  post("/client-portal/update-settings", { ...update, summary: "Changes the slug, tab order, visible tabs or chat", description: "A slug another location uses, or a reserved one, is a 422 on `slug`.", body: s.updateSettingsBody, response: s.clientPortalSaved },
    ({ db, ctx, body }) => updateClientPortal(db, ctx, body)),
  post("/client-portal/rename-tab", { ...update, summary: "Renames a portal tab", description: "`field`: one of the eight `*_tab_name`; `value`: 1 to 30 characters.", body: s.renameTabBody, response: s.clientPortalSaved },
    ({ db, ctx, body }) => renameTab(db, ctx, body)),
  post("/client-portal/update-calendar-title", { ...update, summary: "Sets a greeting (morning, afternoon or evening)", description: "`field`: morning_text, afternoon_text or evening_text; `value`: 1 to 60 characters, merge fields allowed.", body: s.calendarTitleBody, response: s.clientPortalSaved },
    ({ db, ctx, body }) => updateCalendarTitle(db, ctx, body)),
  get("/client-portal/playbooks", { ...view, summary: "Playbooks with their pin and all-clients switches", response: s.contentPlaybooksAnswer },
    ({ db, ctx }) => contentPlaybooks(db, ctx)),
  get("/client-portal/pinned-playbooks", { ...view, summary: "Pinned playbooks (they lead the Classroom)", response: s.contentPlaybooksAnswer },
    ({ db, ctx }) => contentPlaybooks(db, ctx, true)),
  get("/client-portal/playbook-categories", { ...view, summary: "Playbook categories with how many playbooks each holds", response: s.contentCategoriesAnswer },
    ({ db, ctx }) => contentCategories(db, ctx)),
  get("/client-portal/pages", { ...view, summary: "Pages with their enabled switch", response: s.contentPagesAnswer },
    ({ db, ctx }) => contentPages(db, ctx)),
  get("/client-portal/forms", { ...view, summary: "Forms with their portal switch", response: s.contentFormsAnswer },
    ({ db, ctx }) => contentForms(db, ctx)),
  get("/client-portal/files", { ...view, summary: "Library files with their portal permission", response: s.contentFilesAnswer },
    ({ db, ctx }) => contentFiles(db, ctx)),
] as const;

export const clientPortalModule = defineModule("client-portal", routes);
