/**
 * The Reminders tab's client side, shared by every module that reminds its enrolled contacts
 * (progress tracking, habit tracking): the module hands in its calls (its typed paths) and its
 * query keys; components/reminders/reminders-tab.tsx renders them.
 */
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import type { contactRemindersAnswer } from "./schemas";

export type ContactRemindersPage = z.infer<typeof contactRemindersAnswer>;
export type ContactReminder = ContactRemindersPage["data"][number];
export type ReminderSettings = ContactRemindersPage["settings"];
type Answer = Promise<{ message?: string }>;

export type ReminderCalls = {
  /** The module's key prefix: every reminder call refreshes the module's screens. */
  all: QueryKey;
  /** This tracking's page of contact reminders, under `all`. */
  key: (page: number) => QueryKey;
  load: (page: number, signal: AbortSignal) => Promise<ContactRemindersPage>;
  /** The tracking's update call with reminder fields only. */
  update: (body: { has_reminder?: boolean; reminder_type?: number; reminder_time?: string; reminder_days?: number[] }) => Answer;
  enableDisable: (contactIds: number[], enabled: boolean | null) => Answer;
  restart: (contactIds?: number[]) => Answer;
  resend: (contactId: number) => Answer;
};

export const REMINDERS_PER_PAGE = 25;

export function useContactReminders(calls: ReminderCalls, page: number) {
  return useQuery({
    queryKey: calls.key(page),
    queryFn: ({ signal }) => calls.load(page, signal),
    placeholderData: keepPreviousData,
  });
}
