import { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { clearPortalCookie, endPortalSession, setPortalCookie, startPortalSession } from "@/lib/auth/portal-session";
import { PORTAL_PASSWORD_SET } from "@/lib/contacts/portal-constants";
import { setPortalPasswordByToken } from "@/lib/contacts/portal-login";
import { portalSetPasswordBody } from "@/lib/contacts/portal-schemas";
import { forbidden, notFound } from "@/lib/http/errors";
import { defineModule } from "@/lib/http/module";
import { authorizeChannel, contactChannel } from "@/lib/platform/realtime";
import { replyFromPortal } from "@/lib/portal-chat/post";
import { portalLogRow } from "@/lib/portal-chat/schemas";
import { contactConversation, contactMessageRow } from "@/lib/portal-chat/service";
import { get, post } from "@/lib/http/route";
import { RESET_LINK_SENT, SIGN_IN_LINK_SENT, SIGNED_IN, SIGNED_OUT } from "./constants";
import { portalMe } from "./me";
import { portalChannelAuthBody, portalChatPage, portalChatQuery, portalChatSendBody, portalEmailBody, portalLinkBody, portalLoginBody, portalMe as portalMeAnswer, portalMessage, portalSignedIn } from "./schemas";
import { requestPasswordReset, requestSignInLink, signInWithLink, signInWithPassword } from "./sign-in";
import { ensurePortalSite } from "./slug";
import { spendToken } from "@/lib/playbooks/assign";
import { tokenAnswer, tokenBody } from "@/lib/playbooks/schemas";
import { portalContactLive } from "./sign-in";
import * as content from "./content";
import * as cs from "./content-schemas";
import * as ks from "./coaching-schemas";
import { habitList, logHabit } from "./habits";
import { submitTrackingCheckIn, trackingItem, trackingList } from "./progress";
import { logWorkout, workoutItem, workoutList } from "./workouts";
import { logSessionInput } from "@/lib/workouts/logging-schemas";
import { portalCalendarAnswer, rangeQuery } from "@/lib/calendar/schemas";
import { portalCalendar } from "./calendar";

/**
 * The client portal's calls (issue 32). Sign-in calls are public and set the portal session
 * cookie; every other call is `tenancy: "portal"`: a portal session only, scoped to its contact.
 */
/** Sign-in calls that name the portal by its slug: an unknown slug answers 404. */
const bySlug = { tenancy: "public", answers: [404] } as const;

const routes = [
  post("/portal/login", { ...bySlug, summary: "Sign in to a location's client portal with email and password", description: "Sets the portal session cookie (httpOnly, Secure, SameSite=Lax, 30 days sliding). Throttled like coach sign-in.", body: portalLoginBody, response: portalSignedIn },
    async ({ db, body, ip, c }) => {
      setPortalCookie(c, await signInWithPassword(db, body, ip));
      return { status: 1, message: SIGNED_IN, slug: body.slug.toLowerCase() };
    }),
  post("/portal/sign-in-link", { ...bySlug, summary: "Email a magic sign-in link (single use, 15 minutes)", description: "Answers the same whether or not the email has portal access.", body: portalEmailBody, response: portalMessage },
    async ({ db, body }) => {
      await requestSignInLink(db, body);
      return { status: 1, message: SIGN_IN_LINK_SENT };
    }),
  post("/portal/login-with-link", { tenancy: "public", summary: "Sign in with a magic sign-in link's token", body: portalLinkBody, response: portalSignedIn },
    async ({ db, body, c }) => {
      const signed = await signInWithLink(db, body.token);
      setPortalCookie(c, signed.token);
      return { status: 1, message: SIGNED_IN, slug: await ensurePortalSite(db, signed.locationId) };
    }),
  post("/portal/forgot-password", { ...bySlug, summary: "Email a link to choose a new portal password", description: "Answers the same whether or not the email has portal access.", body: portalEmailBody, response: portalMessage },
    async ({ db, body }) => {
      await requestPasswordReset(db, body);
      return { status: 1, message: RESET_LINK_SENT };
    }),
  // Public: the token (hashed, expiring, single use) is the credential. The client is signed in at once.
  post("/portal/set-password", { tenancy: "public", summary: "Set a client-portal password from an emailed link, and sign in", body: portalSetPasswordBody, response: portalSignedIn },
    async ({ db, body, c }) => {
      const who = await setPortalPasswordByToken(db, body.token, body.password);
      setPortalCookie(c, await startPortalSession(db, who.locationId, who.contactId));
      return { status: 1, message: PORTAL_PASSWORD_SET, slug: await ensurePortalSite(db, who.locationId) };
    }),
  // The playbook email's link (/portal/sign-in?playbook_token=&playbook_id=) posts here. Bad, used or expired -> 404 (the page shows Error-404).
  post("/auth/login-with-playbook-token", { tenancy: "public", summary: "Signs the contact in from a playbook email's link (single use), on that playbook", description: "A bad, used or expired link, another playbook's id, or a contact without portal access: 404.", body: tokenBody, answers: [404], response: tokenAnswer },
    async ({ db, body, c }) => {
      // One transaction: a contact without portal access leaves the link unspent (the 404 rolls it back).
      const spent = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await spendToken(tx, body.token, body.playbook_id);
        if (!(await portalContactLive(tx, row.location_id, row.contact_id))) throw notFound("Link");
        return row;
      });
      setPortalCookie(c, await startPortalSession(db, spent.location_id, spent.contact_id));
      return { ...spent, slug: await ensurePortalSite(db, spent.location_id) };
    }),
  post("/portal/logout", { tenancy: "portal", summary: "Sign out of the client portal (ends this session)", response: portalMessage },
    async ({ db, portal, c }) => {
      await endPortalSession(db, portal.sessionId);
      clearPortalCookie(c);
      return { status: 1, message: SIGNED_OUT };
    }),
  get("/portal/me", { tenancy: "portal", summary: "The signed-in contact, their coach's portal, the greeting and the tabs", response: portalMeAnswer },
    ({ db, portal }) => portalMe(db, portal)),
  get("/portal/chat/messages", { tenancy: "portal", summary: "The contact's chat with their coach, newest first", description: "Keyset paging: pass the last page's `next_before_id` as `before_id`.", query: portalChatQuery, response: portalChatPage },
    async ({ db, portal, query }) => {
      const data = await contactConversation(db, portal.locationId, portal.contactId, query);
      return { data, next_before_id: data.length === query.per_page ? data[data.length - 1].id : null };
    }),
  post("/portal/chat/send", { tenancy: "portal", summary: "Send the coach a message from the portal", description: "Publishes `portal-messsage-member` to the location's users and the message on the contact's own channel.", body: portalChatSendBody, response: portalLogRow, status: 201 },
    async ({ db, portal, body }) => contactMessageRow(await replyFromPortal(db, portal.contactId, body.message))),
  // pusher-js posts a form; JSON is accepted too.
  post("/portal/broadcasting/auth", { tenancy: "portal", summary: "Sign the contact's own realtime channel for pusher-js", description: "Only `private-portal-contact.{contact id}` of the signed-in contact.", body: portalChannelAuthBody, bodyTypes: ["form", "json"], response: z.object({ auth: z.string() }) },
    ({ portal, body }) => {
      if (body.channel_name !== contactChannel(portal.contactId)) throw forbidden("You may not subscribe to this channel.");
      return authorizeChannel(body.socket_id, body.channel_name);
    }),
  // The tabs (issue 32): every list and item through the one visibility rule (visibility.ts); not visible -> 404.
  get("/portal/classroom", { tenancy: "portal", summary: "The Classroom (home): pinned playbooks, continue where you left off, assigned in the last 14 days", response: cs.portalClassroom },
    ({ db, portal }) => content.classroom(db, portal)),
  get("/portal/playbooks", { tenancy: "portal", summary: "The contact's playbooks by category, with progress", response: cs.portalPlaybookList },
    ({ db, portal }) => content.playbookList(db, portal)),
  get("/portal/playbooks/{id}", { tenancy: "portal", summary: "A playbook: steps with tabs and downloads, FAQ, buttons and progress", params: cs.itemParam, response: cs.portalPlaybook },
    ({ db, portal, params }) => content.playbookItem(db, portal, params.id)),
  post("/portal/playbooks/{id}/steps/{step_id}/complete", { tenancy: "portal", summary: "Marks a step done (once) and answers the playbook's progress", params: cs.stepParam, response: cs.portalStepDone },
    ({ db, portal, params }) => content.completePlaybookStep(db, portal, params.id, params.step_id)),
  post("/portal/playbooks/{id}/questions", { tenancy: "portal", summary: "Asks the coach a question about a playbook (it joins the playbook's questions)", params: cs.itemParam, body: cs.portalQuestionBody, response: cs.portalQuestionAnswer, status: 201 },
    ({ db, portal, params, body }) => content.askPlaybookQuestion(db, portal, params.id, body.question)),
  get("/portal/playbooks/{id}/downloads/{download_id}", { tenancy: "portal", summary: "A step download of the playbook (attachment)", params: cs.downloadParam },
    ({ db, portal, params }) => content.playbookDownload(db, portal, params.id, params.download_id)),
  get("/portal/pages", { tenancy: "portal", summary: "The contact's pages", response: cs.portalPageList },
    ({ db, portal }) => content.pageList(db, portal)),
  get("/portal/pages/{id}", { tenancy: "portal", summary: "A page", params: cs.itemParam, response: cs.portalPage },
    ({ db, portal, params }) => content.pageItem(db, portal, params.id)),
  get("/portal/pages/{id}/downloads/{download_id}", { tenancy: "portal", summary: "A page's download (attachment)", params: cs.downloadParam },
    ({ db, portal, params }) => content.pageDownload(db, portal, params.id, params.download_id)),
  get("/portal/forms", { tenancy: "portal", summary: "The contact's forms", response: cs.portalFormList },
    ({ db, portal }) => content.formList(db, portal)),
  get("/portal/forms/{id}", { tenancy: "portal", summary: "A form's questions", params: cs.itemParam, response: cs.portalForm },
    ({ db, portal, params }) => content.formItem(db, portal, params.id)),
  post("/portal/forms/{id}/submit", { tenancy: "portal", summary: "Submits the form as the contact", description: "The forms module's own submission: its validation (422 per question, keyed `{question id}`), its answers and analytics. File questions are answered on the public form.", params: cs.itemParam, body: cs.portalFormSubmitBody, response: cs.portalMessageAnswer, status: 201 },
    ({ db, portal, params, body }) => content.submitFormAsContact(db, portal, params.id, body.answers)),
  get("/portal/files", { tenancy: "portal", summary: "The library files the contact sees", response: cs.portalFileList },
    ({ db, portal }) => content.fileList(db, portal)),
  get("/portal/files/{id}/download", { tenancy: "portal", summary: "Downloads a file (counted in its stats)", params: cs.itemParam },
    ({ db, portal, params }) => content.fileDownload(db, portal, params.id)),
  // Workouts and Progress (issue 32): the owning modules' services (workout logging, check-ins, habit logs), never a copy.
  get("/portal/workouts", { tenancy: "portal", summary: "The contact's assigned workouts", response: ks.portalWorkoutList },
    ({ db, portal }) => workoutList(db, portal)),
  get("/portal/workouts/{id}", { tenancy: "portal", summary: "An assigned workout: blocks, exercises and sets with their targets, next targets and the last logged values", params: cs.itemParam, response: ks.portalWorkout },
    ({ db, portal, params }) => workoutItem(db, portal, params.id)),
  post("/portal/workouts/{id}/log", { tenancy: "portal", summary: "Logs a session of an assigned workout", description: "The workouts module's logging service (source portal). Idempotent on `client_id`: the same id again stores nothing and answers the stored session (`created: false`).", params: cs.itemParam, body: logSessionInput, response: ks.portalWorkoutLogged, status: 201 },
    ({ db, portal, params, body }) => logWorkout(db, portal, params.id, body)),
  get("/portal/progress", { tenancy: "portal", summary: "The contact's progress trackings: this period, due or submitted, streak and score", response: ks.portalTrackingList },
    ({ db, portal }) => trackingList(db, portal)),
  get("/portal/progress/{id}", { tenancy: "portal", summary: "A progress tracking's check-in: questions, categories, goals and trends", params: cs.itemParam, response: ks.portalTracking },
    ({ db, portal, params }) => trackingItem(db, portal, params.id)),
  post("/portal/progress/{id}/check-in", { tenancy: "portal", summary: "Submits this period's check-in", description: "The tracking module's own submission: a resubmission in the same period replaces the earlier one. Answers keyed `q_{question id}` / `c_{category id}`; errors on `answers.{key}`. Photos are added on the check-in page.", params: cs.itemParam, body: ks.portalCheckInBody, response: ks.portalCheckInDone, status: 201 },
    ({ db, portal, params, body }) => submitTrackingCheckIn(db, portal, params.id, body.answers)),
  get("/portal/habits", { tenancy: "portal", summary: "The contact's habits for today, with each tracking's streak", response: ks.portalHabitList },
    ({ db, portal }) => habitList(db, portal)),
  post("/portal/habits/{id}/log", { tenancy: "portal", summary: "Checks a habit or logs a count for today (or one of the six days before)", description: "The habit module's own logging: one log per habit and day (the same call again changes nothing); `value` null clears it.", params: cs.itemParam, body: ks.portalHabitLogBody, response: ks.portalHabitLogged },
    ({ db, portal, params, body }) => logHabit(db, portal, params.id, body)),
  get("/portal/calendar", { tenancy: "portal", summary: "The contact's own calendar: the greeting, plan workouts, workouts and check-ins due in a range (at most 62 days)", description: "`start_date`, `end_date`: YYYY-MM-DD in the contact's time zone; a range past 62 days or ending before it starts is a 422 on `end_date`. Each event links to where the client logs it.", query: rangeQuery, response: portalCalendarAnswer },
    ({ db, portal, query }) => portalCalendar(db, portal, { from: query.start_date, to: query.end_date })),
  get("/portal/rewards", { tenancy: "portal", summary: "The contact's reward points under the coach's point name, and their worth", response: cs.portalRewards },
    ({ db, portal }) => content.rewards(db, portal)),
] as const;

export const portalModule = defineModule("portal", routes);
