/** Doc 3 s9: the chart's default axis, Mon to Sun (seven zeros when nothing sold). */
export const CHART_EMPTY_AXIS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
/** An unpaid order with an email becomes abandoned after this long (issue 14, email type 1). */
export const ABANDONED_AFTER_MINUTES = 60;
export const RECENT_ACTIVITY_LIMIT = 10;
export const TRANSACTIONS_LIMIT = 100;
