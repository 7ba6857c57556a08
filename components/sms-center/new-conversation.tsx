"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SquarePen } from "lucide-react";
import { ListSearch } from "@/components/list/list-search";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import { formatPhone } from "@/lib/format-phone";
import type { Thread } from "@/lib/sms-center/columns";

const PICK_LIMIT = 8;

/** Starts a conversation with any contact: search the contact list, pick one, write. */
export function NewConversation({ onPick }: { onPick: (thread: Thread) => void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const found = useQuery({
    queryKey: ["contacts", "message-center-pick", search],
    queryFn: ({ signal }) => api.get("/contact/list", { query: { search: search || undefined, per_page: PICK_LIMIT }, signal }).then((r) => r.data),
    enabled: open,
    placeholderData: (prev) => prev,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <SquarePen aria-hidden="true" /> New message
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New message</DialogTitle>
          <DialogDescription>Choose the contact to write to.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          <ListSearch value={search} onSearch={setSearch} label="Search contacts" placeholder="Search name, email, phone" maxLength={100} />
          <ul aria-label="Contacts" className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto">
            {found.data?.map((c) => {
              const name = `${c.first_name} ${c.last_name}`.trim() || c.email || c.number || "Unnamed contact";
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => {
                      setOpen(false);
                      onPick({
                        contact_id: c.id,
                        name,
                        number: c.number,
                        email: c.email,
                        photo: c.photo,
                        last_message: "",
                        last_direction: "outbound",
                        last_at: new Date().toISOString(),
                        unread: 0,
                        archived: false,
                      });
                    }}
                  >
                    <Avatar name={name} src={c.photo} size="sm" decorative />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-foreground">{name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{formatPhone(c.number) ?? c.email ?? ""}</span>
                    </span>
                  </button>
                </li>
              );
            })}
            {found.data?.length === 0 && <li className="px-2 py-6 text-center text-sm text-muted-foreground">No contact matches “{search}”.</li>}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
