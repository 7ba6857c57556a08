import type { FormResponse } from "@/lib/forms/schemas";
import { formatDateTime } from "@/lib/format";

/** One response's answers, in the form's order (the coach's screen and the signed public page). */
export function ResponseView({ res }: { res: FormResponse }) {
  const who = [res.respondent.first_name, res.respondent.last_name].filter(Boolean).join(" ") || res.respondent.email || "Contact";
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{who}</span>
        {res.respondent.email && <span className="[overflow-wrap:anywhere]"> · {res.respondent.email}</span>} · <time dateTime={res.respondent.created_at}>{formatDateTime(res.respondent.created_at)}</time>
      </p>
      <dl className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {res.answers.map((a) => (
          <div key={a.question_id} className="flex min-w-0 flex-col gap-1 p-4">
            <dt className="text-sm font-medium [overflow-wrap:anywhere] text-foreground">{a.title}</dt>
            <dd className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-secondary-foreground">
              {a.file?.url ? (
                <a href={a.file.url} download={a.file.name} className="font-medium text-primary underline underline-offset-2">
                  {a.file.name}
                </a>
              ) : a.values.length ? (
                a.values.join(", ")
              ) : (
                <span className="text-muted-foreground">No answer</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
