"use client";

import type { BirthdaySettingData, UpcomingListState, UpcomingPage } from "@/lib/birthdays/columns";
import { BirthdaySettingsForm } from "./birthday-settings-form";
import { UpcomingBirthdays } from "./upcoming-birthdays";

/** BirthdayIndex (/birthdays): what is sent on a contact's birthday, and whose birthdays are coming. */
export function BirthdayIndex({ setting, initialPage, initialState, canUpdate }: {
  setting: BirthdaySettingData;
  initialPage: UpcomingPage;
  initialState: UpcomingListState;
  canUpdate: boolean;
}) {
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Birthdays</h1>
        <p className="text-sm text-muted-foreground">Send every contact a birthday greeting automatically, and see whose birthday is coming up.</p>
      </header>
      <BirthdaySettingsForm initial={setting} canUpdate={canUpdate} />
      <UpcomingBirthdays initialPage={initialPage} initialState={initialState} />
    </div>
  );
}
