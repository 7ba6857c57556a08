/** The message centre's thread tabs (Inbox, Unread, Archived) and copy. */
export const THREAD_TABS = ["inbox", "unread", "archived"] as const;
export type ThreadTab = (typeof THREAD_TABS)[number];
export const THREAD_TAB_LABELS: Record<ThreadTab, string> = { inbox: "Inbox", unread: "Unread", archived: "Archived" };

export const THREADS_PER_PAGE = 25;
export const LOGS_PER_PAGE = 50;

export const MARKED_READ = "Conversation has been marked as read";
export const MARKED_UNREAD = "Conversation has been marked as unread";
export const ARCHIVED = "Conversation has been archived";
export const UNARCHIVED = "Conversation has been moved to the inbox";
export const RESEND_ONLY_FAILED = "Only a failed or blocked SMS can be resent.";
