"use client";

import { useId, useState } from "react";
import { FileUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogBody, DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { ACCEPT, DUPLICATE_RULE } from "@/lib/contact-import/constants";
import { uploadImportFile, type ImportItem, type ImportMapping } from "@/lib/contact-import/hooks";
import type { ContactStatusTab } from "@/lib/contacts/hooks";
import { formatCount, formatNumber } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { usePlanLimit } from "@/lib/membership/hooks";

type Props = { tabs: ContactStatusTab[]; onStarted: (started: ImportItem) => void; onCancel: () => void };

const firstError = (errors: Record<string, string[]>, prefix: string) =>
  Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1]?.[0];

/**
 * The two steps before the job: pick a file (checked by the server: type, header), then say
 * which column fills which contact field (the server's suggestion preselected) and start.
 */
export function ImportForm({ tabs, onStarted, onCancel }: Props) {
  const id = useId();
  const plan = usePlanLimit();
  const [file, setFile] = useState<File | null>(null);
  const [mapped, setMapped] = useState<ImportMapping | null>(null);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  const [status, setStatus] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) {
      setErrors({ file: ["Choose a .csv, .xls or .xlsx file."] });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await uploadImportFile(file);
      setMapped(res.data);
      setMapping(res.data.mapping);
    } catch (err) {
      handleApiError(err, { setFieldErrors: setErrors });
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!mapped) return;
    setBusy(true);
    setErrors({});
    try {
      const res = await api.post("/contact/import", { body: { import_id: mapped.id, mapping, status: status || undefined } });
      onStarted(res.data);
    } catch (err) {
      handleApiError(err, { setFieldErrors: setErrors });
    } finally {
      setBusy(false);
    }
  };

  const limit = plan.data;
  const planLine =
    limit && limit.contact_limit != null
      ? `Your plan allows ${formatCount(limit.contact_limit, "contact")}; this location has ${formatNumber(limit.contacts)}.`
      : null;

  if (!mapped) {
    return (
      <>
        <DialogBody className="flex flex-col gap-4">
          <Field label="Contact file" htmlFor={`${id}-file`} required help="A .csv, .xls or .xlsx file whose first row names the columns (for example First name, Last name, Email, Phone)." error={errors.file?.[0]}>
            <Input
              type="file"
              accept={ACCEPT}
              className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-2 file:py-1 file:text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setErrors({});
              }}
            />
          </Field>
          <p className="text-sm text-muted-foreground">{DUPLICATE_RULE}</p>
          {planLine && <p className="text-sm text-muted-foreground">{planLine}</p>}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" onClick={upload} loading={busy} loadingText="Reading file">
            <FileUp aria-hidden="true" />
            Continue
          </Button>
        </DialogFooter>
      </>
    );
  }

  const general = errors.import_id?.[0] ?? errors.mapping?.[0];
  return (
    <>
      <DialogBody className="flex flex-col gap-4">
        <p className="text-sm text-foreground">
          <span className="font-medium break-all">{mapped.file_name}</span>: {formatCount(mapped.total_count, "row")} to import. Choose the column that fills each field.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {mapped.fields.map((f) => (
            <Field key={f.key} label={f.label} htmlFor={`${id}-${f.key}`} required={f.required} error={firstError(errors, `mapping.${f.key}`)}>
              <NativeSelect
                value={mapping[f.key] === undefined ? "" : String(mapping[f.key])}
                onChange={(e) => {
                  const next = { ...mapping };
                  if (e.target.value === "") delete next[f.key];
                  else next[f.key] = Number(e.target.value);
                  setMapping(next);
                }}
              >
                <option value="">Don’t import</option>
                {mapped.headers.map((h, i) => (
                  <option key={i} value={i}>
                    {h || `Column ${i + 1}`}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
          <Field label="Status of new contacts" htmlFor={`${id}-status`} error={errors.status?.[0]}>
            <NativeSelect value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">{tabs.find((t) => t.type === "leads")?.items[0]?.title ?? "Prospect"} (default)</option>
              {tabs.map((t) =>
                t.items.length ? (
                  <optgroup key={t.type} label={t.title}>
                    {t.items.map((i) => (
                      <option key={i.id} value={i.value}>
                        {i.title}
                      </option>
                    ))}
                  </optgroup>
                ) : null,
              )}
            </NativeSelect>
          </Field>
        </div>
        <p className="text-sm text-muted-foreground">{DUPLICATE_RULE}</p>
        {planLine && <p className="text-sm text-muted-foreground">{planLine}</p>}
        {general && (
          <p role="alert" className="text-sm text-danger-strong">
            {general}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" onClick={start} loading={busy} loadingText="Starting">
          Import {formatCount(mapped.total_count, "row")}
        </Button>
      </DialogFooter>
    </>
  );
}
