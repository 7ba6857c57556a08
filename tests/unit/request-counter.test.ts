import { describe, expect, it } from "vitest";
import { RequestCounter } from "@/lib/list/request-counter";

/** A deferred promise: resolved by the test, in the order it chooses. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("RequestCounter (the contact list's loader, doc 2 s4)", () => {
  it("an older answer arriving after a newer request started does not end loading", async () => {
    const counter = new RequestCounter();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = counter.track(() => first.promise);
    const b = counter.track(() => second.promise);
    expect(counter.loading).toBe(true);
    first.resolve("old page");
    await a;
    expect(counter.loading).toBe(true);
    second.resolve("new page");
    await b;
    expect(counter.loading).toBe(false);
  });

  it("ends loading when the latest answers first, and a late older answer does not restart or end it", async () => {
    const counter = new RequestCounter();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = counter.track(() => first.promise);
    const b = counter.track(() => second.promise);
    second.resolve("new");
    await b;
    expect(counter.loading).toBe(false);
    first.resolve("old");
    await a;
    expect(counter.loading).toBe(false);
  });

  it("a failed or aborted latest request ends loading too; a failed older one does not", async () => {
    const counter = new RequestCounter();
    const first = deferred<string>();
    const second = deferred<string>();
    const a = counter.track(() => first.promise).catch(() => "aborted");
    const b = counter.track(() => second.promise).catch(() => "failed");
    first.reject(new Error("aborted"));
    await a;
    expect(counter.loading).toBe(true);
    second.reject(new Error("500"));
    await b;
    expect(counter.loading).toBe(false);
  });

  it("tells subscribers when loading changes, and end() answers whether the request was the latest", () => {
    const counter = new RequestCounter();
    let calls = 0;
    const off = counter.subscribe(() => calls++);
    const one = counter.begin();
    const two = counter.begin();
    expect(counter.end(one)).toBe(false);
    expect(counter.end(two)).toBe(true);
    expect(calls).toBe(3);
    off();
    counter.begin();
    expect(calls).toBe(3);
  });
});
