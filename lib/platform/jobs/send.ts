import type { z } from "zod";
import type { JobDefinition } from "./define";
import { getBoss } from "./boss";
import { ensureQueue } from "./queues";

export type SendOptions = {
  /** Run no earlier than this (a date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job per key (e.g. one send per email record). */
  singletonKey?: string;
};

/** Queues a job; the payload is checked against the job's schema here, before it is stored. */
export async function sendJob<S extends z.ZodType>(def: JobDefinition<S>, data: z.input<S>, opts: SendOptions = {}): Promise<string | null> {
  const payload = def.schema.parse(data) as object;
  const boss = await getBoss();
  await ensureQueue(boss, def as unknown as JobDefinition);
  return boss.send(def.name, payload, {
    startAfter: opts.startAfter,
    singletonKey: opts.singletonKey,
  });
}

/** `sendJob` after a delay in seconds. */
export function sendJobAfter<S extends z.ZodType>(def: JobDefinition<S>, data: z.input<S>, seconds: number, opts: Omit<SendOptions, "startAfter"> = {}) {
  return sendJob(def, data, { ...opts, startAfter: seconds });
}
