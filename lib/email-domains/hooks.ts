/** Client queries of Admin Settings > Email (TanStack Query against the API). */
import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type EmailDomainList = ApiAnswer<"get", "/email-domain/list">;
export type EmailDomain = EmailDomainList["data"][number];
export type EmailDnsRecord = EmailDomain["dns_details"][number];
export type EmailSender = ApiAnswer<"get", "/email-domain/{id}/sender-list">["data"][number];

/** Invalidate emailDomainKeys.all after any sending-domain write. */
export const emailDomainKeys = {
  all: ["email-domains"] as const,
  list: () => ["email-domains", "list"] as const,
  senders: (domainId: number) => ["email-domains", "senders", domainId] as const,
};

export function useEmailDomains(initialData?: EmailDomainList) {
  return useQuery({ queryKey: emailDomainKeys.list(), queryFn: ({ signal }) => api.get("/email-domain/list", { signal }), initialData });
}

export function useSenders(domainId: number | null) {
  return useQuery({
    queryKey: emailDomainKeys.senders(domainId ?? 0),
    queryFn: ({ signal }) => api.get("/email-domain/{id}/sender-list", { params: { id: domainId! }, signal }).then((r) => r.data),
    enabled: domainId !== null,
  });
}
