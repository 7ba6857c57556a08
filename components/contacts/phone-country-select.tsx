"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { useCountries } from "@/lib/reference-data/hooks";

/** The select's value for "no country of its own" (null on the wire). */
export const DEFAULT_COUNTRY_OPTION = "";

/**
 * The country a number typed without "+" is read in, from GET /countries (the list is built
 * from libphonenumber, so every choice parses). Used by the profile and the bulk bar's phone code.
 * Until the list arrives only the chosen code is offered, so the select never shows a blank.
 */
export function PhoneCountrySelect({ id, value, disabled, onChange }: { id: string; value: string | null; disabled?: boolean; onChange: (code: string | null) => void }) {
  const countries = useCountries().data;
  const options = countries ?? (value ? [{ code: value, name: value, dial_code: "" }] : []);
  return (
    <NativeSelect id={id} value={value ?? DEFAULT_COUNTRY_OPTION} disabled={disabled} onChange={(e) => onChange(e.target.value || null)}>
      {/* lib/contacts/constants.ts DEFAULT_PHONE_COUNTRY */}
      <option value={DEFAULT_COUNTRY_OPTION}>Default (United States)</option>
      {options.map((c) => (
        <option key={c.code} value={c.code}>
          {c.dial_code ? `${c.name} (${c.dial_code})` : c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
