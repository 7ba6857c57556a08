import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** A server whose answers the test releases one by one, each reading the value at its arrival. */
function slowServer() {
  let value = "before";
  const pending: (() => void)[] = [];
  return {
    write: (v: string) => void (value = v),
    read: () => new Promise<string>((resolve) => { const seen = value; pending.push(() => resolve(seen)); }),
    releaseAll: () => { while (pending.length) pending.shift()!(); },
    get waiting() { return pending.length; },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("refreshAfterWrite", () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it("a first read in flight during a write is read again after it (the stale answer never lands)", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ["threads", { contact: 7 }], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    await tick();
    expect(server.waiting).toBe(1); // the list's first read has reached the server: it saw "before"

    server.write("after");
    const refreshed = refreshAfterWrite(client, [["threads"]]);
    server.releaseAll(); // the stale answer arrives after the write's own answer
    await tick();
    server.releaseAll();
    await refreshed;

    expect(client.getQueryData(["threads", { contact: 7 }])).toBe("after");
    unsubscribe();
  });

  it("a query with data is refetched once, and queries outside the keys are left alone", async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    let others = 0;
    const a = new QueryObserver(client, { queryKey: ["threads"], queryFn: async () => ++reads });
    const b = new QueryObserver(client, { queryKey: ["other"], queryFn: async () => ++others });
    const offA = a.subscribe(() => {});
    const offB = b.subscribe(() => {});
    await tick();
    expect([reads, others]).toEqual([1, 1]);

    await refreshAfterWrite(client, [["threads"]]);
    expect(client.getQueryData(["threads"])).toBe(2);
    expect(others).toBe(1);
    offA();
    offB();
  });
});
