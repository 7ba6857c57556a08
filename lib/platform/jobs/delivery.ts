/**
 * What a failed delivery (email, SMS) records on its message: the error's text, and on the
 * last attempt that it gave up. `final` says whether any retry is left.
 */
export function deliveryFailure(err: unknown, attempt: number, retryLimit: number, permanent = false) {
  const reason = err instanceof Error ? err.message : String(err);
  const final = permanent || attempt > retryLimit;
  return { reason, final, recorded: final && !permanent ? `${reason} (gave up after ${attempt} attempts)` : reason };
}
