/**
 * A list's loader, kept by a request counter (doc 2 s4 "Contact list loading"): every load
 * takes the next number, and only the answer to the latest one ends the loading state. An
 * older request that answers late (out of order, or aborted) changes nothing. Pure, so it is
 * tested without a browser; `useRequestCounter` subscribes a component to it.
 */
export class RequestCounter {
  private latest = 0;
  private settled = 0;
  private readonly listeners = new Set<() => void>();

  /** A load starts: its number. */
  begin(): number {
    this.latest += 1;
    this.notify();
    return this.latest;
  }

  /** A load answered (or failed): ends loading only if it is the latest. */
  end(request: number): boolean {
    if (request !== this.latest) return false;
    this.settled = request;
    this.notify();
    return true;
  }

  get loading(): boolean {
    return this.settled < this.latest;
  }

  /** Runs `load` as one counted request. */
  async track<T>(load: () => Promise<T>): Promise<T> {
    const n = this.begin();
    try {
      return await load();
    } finally {
      this.end(n);
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private notify() {
    this.listeners.forEach((l) => l());
  }
}
