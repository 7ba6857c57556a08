import { ContactDetails } from "@/components/contacts/contact-details";
import { ContactNotes } from "@/components/contacts/contact-notes";
import { ContactTags } from "@/components/tags/contact-tags";
import { useContact, useContactNotes, type ContactDetail, type NotePage } from "@/lib/contacts/hooks";
import { useContactTags, type ContactTag } from "@/lib/tags/hooks";
import { broadcastsSection } from "@/components/broadcasts/broadcasts-profile-section";
import { checkInTrendsSection } from "@/components/forms/check-in-trends-section";
import { communicationSection } from "./communication-section";
import { customFieldsSection } from "./custom-fields-section";
import { emailLogsSection } from "./email-logs-section";
import { filesSection } from "./files-section";
import { formsSection } from "@/components/forms/forms-profile-section";
import { habitSection } from "@/components/habit-tracking/habit-profile-section";
import { lifecycleSection } from "./lifecycle-section";
import { membershipSection } from "./membership-section";
import { pagesSection } from "@/components/pages/pages-profile-section";
import { portalSection } from "./portal-section";
import { trackingSection } from "@/components/progress-tracking/tracking-profile-section";
import { playbooksSection } from "@/components/playbooks/contact-playbooks-section";
import { workoutsSection } from "@/components/workouts/workouts-profile-section";
import { defineProfileSection, type AnySection } from "./registry";
import { rewardsSection } from "./rewards-section";
import { sequencesSection } from "@/components/sequences/sequences-profile-section";
import { statsSection } from "./stats-section";

/**
 * Every section of the contact profile, one entry per module. A module adds its section here
 * (pages, forms, playbooks, sequences, journeys, files, broadcast logs…); see docs/modules.md.
 */

const detailsSection = defineProfileSection<ContactDetail>({
  id: "details",
  title: "Details",
  order: 10,
  column: "side",
  useData: (contactId, initial) => useContact(contactId, initial),
  hasContent: () => true,
  Component: ({ data, ctx }) => <ContactDetails contact={data} tabs={ctx.tabs} titles={ctx.titles} canUpdate={ctx.access.canUpdate} />,
});

const notesSection = defineProfileSection<NotePage>({
  id: "notes",
  title: "Notes",
  order: 10,
  column: "main",
  useData: (contactId, initial) => useContactNotes(contactId, 1, initial),
  hasContent: (page, ctx) => page.total > 0 || ctx.access.canUpdate,
  Component: ({ data, ctx }) => <ContactNotes contactId={ctx.contact.id} initialNotes={data} canUpdate={ctx.access.canUpdate} />,
});

const tagsSection = defineProfileSection<ContactTag[]>({
  id: "tags",
  title: "Tags",
  order: 15,
  column: "side",
  useData: (contactId, initial) => useContactTags(contactId, initial),
  hasContent: (tags, ctx) => tags.length > 0 || ctx.access.canUpdate,
  Component: ({ data, ctx }) => (
    <ContactTags contactId={ctx.contact.id} initialTags={data} canTag={ctx.access.canUpdate} canCreateTag={ctx.access.canCreateTag} canViewTags={ctx.access.canViewTags} />
  ),
});

export const PROFILE_SECTIONS: readonly AnySection[] = [
  detailsSection,
  tagsSection,
  communicationSection,
  portalSection,
  membershipSection,
  customFieldsSection,
  statsSection,
  lifecycleSection,
  notesSection,
  rewardsSection,
  filesSection,
  playbooksSection,
  pagesSection,
  formsSection,
  trackingSection,
  habitSection,
  workoutsSection,
  checkInTrendsSection,
  emailLogsSection,
  broadcastsSection,
  sequencesSection,
];
