import http from "node:http";
import type { AddressInfo } from "node:net";

type Obj = { id: string } & Record<string, unknown>;
export type PeerRequest = { method: string; path: string; account: string | null; idempotencyKey: string | null; body: Record<string, unknown> };

/**
 * Stripe's form encoding (`items[0][price_data][unit_amount]=2900`) back into objects; a level
 * whose keys are all indexes is an array. Values stay strings, as Stripe receives them.
 */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\]\[|\[|\]/).filter((p, i) => i === 0 || p !== "");
    let at: Record<string, unknown> = root;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) at[p] = value;
      else at = (at[p] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
    return keys.length && keys.every((k, i) => k === String(i)) ? keys.map((k) => mapped[k]) : mapped;
  };
  return arrays(root) as Record<string, unknown>;
}

const INTERVAL_SECONDS: Record<string, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400, year: 365 * 86_400 };

/**
 * A local peer of Stripe's REST API; STRIPE_API_BASE points the real `stripe` SDK at it. It
 * answers GET /v1/{collection}/{id} from objects a test puts in it or a POST made, and the POSTs
 * the checkout makes: payment and setup intents, products, customers (attaching a card), cards
 * attached later, subscriptions (create, update, cancel) and paying an open invoice, with Stripe's
 * rules the checkout relies on (a default card must be the customer's, trial_end in the future). The
 * Idempotency-Key header works as Stripe's: per connected account, the same key and body answer
 * the first object again (nothing new is made), the same key with another body is refused.
 * Every request is recorded (method, path, connected account, key, parsed body).
 */
export async function startStripePeer() {
  const objects = new Map<string, Obj>();
  const requests: PeerRequest[] = [];
  const keys = new Map<string, { body: string; status: number; answer: string }>();
  /** Cards attached to each customer (a subscription's default must be one of them). */
  const cards = new Map<string, string[]>();
  let seq = 0;
  const newId = (prefix: string) => `${prefix}_peer${++seq}`;
  const now = () => Math.floor(Date.now() / 1000);
  const fail = (status: number, message: string, code = "parameter_invalid", type = "invalid_request_error") => ({ status, object: { error: { type, code, message } } as unknown });
  const ok = (object: Obj) => ({ status: 200, object: object as unknown });
  const save = (collection: string, object: Obj) => {
    objects.set(`${collection}/${object.id}`, object);
    return ok(object);
  };
  const meta = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, string>) : {});

  function subscriptionState(s: Obj, trialEnd: unknown) {
    const items = s.items as { data: { current_period_end: number; price: { recurring: { interval: string } } }[] };
    const item = items.data[0];
    if (trialEnd === "now") {
      Object.assign(s, { status: "active", trial_end: now() });
      item.current_period_end = now() + INTERVAL_SECONDS[item.price.recurring.interval];
    } else if (trialEnd !== undefined) {
      Object.assign(s, { status: "trialing", trial_end: Number(trialEnd) });
      item.current_period_end = Number(trialEnd);
    }
  }

  function post(collection: string, id: string | undefined, body: Record<string, unknown>, action?: string) {
    if (collection === "payment_methods" && id && action === "attach") {
      const customer = String(body.customer ?? "");
      if (!objects.has(`customers/${customer}`)) return fail(400, `No such customer: '${customer}'`, "resource_missing");
      if ([...cards.values()].some((list) => list.includes(id))) return fail(400, "The payment method you provided has already been attached to a customer.", "resource_already_exists");
      cards.set(customer, [...(cards.get(customer) ?? []), id]);
      return ok({ id, object: "payment_method", customer, card: { brand: "visa", last4: "4242" } });
    }
    if (collection === "invoices" && id && action === "pay") {
      const invoice = objects.get(`invoices/${id}`);
      if (!invoice) return fail(404, `No such invoice: '${id}'`, "resource_missing");
      if (invoice.status !== "open") return fail(400, "Invoice is already paid.", "invoice_not_open");
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, payment_method: body.payment_method ?? null });
      const sub = [...objects.values()].find((o) => o.object === "subscription" && o.latest_invoice === id);
      if (sub?.status === "past_due") sub.status = "active";
      return ok(invoice);
    }
    if (action) return fail(404, `Unrecognized request URL (POST: /v1/${collection}/${id}/${action}).`, "resource_missing");
    if (collection === "payment_intents" && !id) {
      const pi = newId("pi");
      return save(collection, {
        id: pi, object: "payment_intent", amount: Number(body.amount), amount_received: 0, currency: body.currency, status: "requires_payment_method", client_secret: `${pi}_secret_peer`,
        livemode: false, metadata: meta(body.metadata), description: body.description ?? null, setup_future_usage: body.setup_future_usage ?? null,
        last_payment_error: null, next_action: null, payment_method: null, latest_charge: null, created: now(),
      });
    }
    if (collection === "setup_intents" && !id) {
      const si = newId("seti");
      return save(collection, { id: si, object: "setup_intent", status: "requires_payment_method", client_secret: `${si}_secret_peer`, usage: body.usage ?? "off_session", livemode: false, metadata: meta(body.metadata), last_setup_error: null, next_action: null, payment_method: null, created: now() });
    }
    if (collection === "products" && !id) return save(collection, { id: newId("prod"), object: "product", name: body.name, metadata: meta(body.metadata), created: now() });
    if (collection === "customers" && !id) {
      const cus = newId("cus");
      if (body.payment_method) cards.set(cus, [String(body.payment_method)]);
      const invoiceSettings = meta(body.invoice_settings);
      if (invoiceSettings.default_payment_method && !cards.get(cus)?.includes(invoiceSettings.default_payment_method)) return fail(400, "The customer does not have a payment method with that ID.", "resource_missing");
      return save(collection, { id: cus, object: "customer", email: body.email ?? null, name: body.name ?? null, metadata: meta(body.metadata), invoice_settings: { default_payment_method: invoiceSettings.default_payment_method ?? null } });
    }
    if (collection === "subscriptions" && !id) {
      const customer = String(body.customer ?? "");
      if (!objects.has(`customers/${customer}`)) return fail(400, `No such customer: '${customer}'`, "resource_missing");
      if (body.default_payment_method && !cards.get(customer)?.includes(String(body.default_payment_method))) return fail(400, "The customer does not have a payment method with that ID.", "resource_missing");
      const items = body.items as { price_data: { currency: string; product: string; unit_amount: string; recurring: { interval: string } } }[];
      const pd = items?.[0]?.price_data;
      if (!pd || !objects.has(`products/${pd.product}`)) return fail(400, `No such product: '${pd?.product}'`, "resource_missing");
      if (!INTERVAL_SECONDS[pd.recurring?.interval]) return fail(400, "Invalid interval.");
      const trialEnd = body.trial_end === undefined || body.trial_end === "now" ? null : Number(body.trial_end);
      if (trialEnd !== null && trialEnd <= now()) return fail(400, "Invalid timestamp: must be an integer Unix timestamp in the future.");
      const price = { id: newId("price"), object: "price", currency: pd.currency, product: pd.product, unit_amount: Number(pd.unit_amount), recurring: { interval: pd.recurring.interval } };
      const start = now();
      const s: Obj = {
        id: newId("sub"), object: "subscription", customer, status: "active", default_payment_method: body.default_payment_method ?? null, proration_behavior: body.proration_behavior ?? null,
        items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price, current_period_start: start, current_period_end: start + INTERVAL_SECONDS[pd.recurring.interval] }] },
        trial_end: null, cancel_at_period_end: false, canceled_at: null, pause_collection: null, latest_invoice: null, metadata: meta(body.metadata), created: start,
      };
      if (trialEnd !== null) subscriptionState(s, trialEnd);
      return save(collection, s);
    }
    if (collection === "subscriptions" && id) {
      const s = objects.get(`subscriptions/${id}`);
      if (!s) return fail(404, `No such subscription: '${id}'`, "resource_missing");
      if (s.status === "canceled") return fail(400, "A canceled subscription can only update its cancellation_details and metadata.");
      if (body.trial_end !== undefined && body.trial_end !== "now" && Number(body.trial_end) <= now()) return fail(400, "Invalid timestamp: must be an integer Unix timestamp in the future.");
      if (body.default_payment_method !== undefined) {
        if (!cards.get(String(s.customer))?.includes(String(body.default_payment_method))) return fail(400, "The customer does not have a payment method with that ID.", "resource_missing");
        s.default_payment_method = body.default_payment_method;
      }
      subscriptionState(s, body.trial_end);
      if (body.pause_collection !== undefined) s.pause_collection = body.pause_collection === "" ? null : body.pause_collection;
      if (body.cancel_at_period_end !== undefined) s.cancel_at_period_end = body.cancel_at_period_end === "true";
      return ok(s);
    }
    return fail(404, `Unrecognized request URL (POST: /v1/${collection}${id ? `/${id}` : ""}).`, "resource_missing");
  }

  function del(collection: string, id: string) {
    const s = collection === "subscriptions" ? objects.get(`subscriptions/${id}`) : undefined;
    if (!s || s.status === "canceled") return fail(404, `No such subscription: '${id}'`, "resource_missing");
    Object.assign(s, { status: "canceled", canceled_at: now() });
    return ok(s);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url!, "http://peer");
      const raw = Buffer.concat(chunks).toString();
      const account = (req.headers["stripe-account"] as string | undefined) ?? null;
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method!, path: url.pathname, account, idempotencyKey: key, body: parseForm(raw) });
      const m = /^\/v1\/(\w+)(?:\/([\w-]+))?(?:\/(\w+))?$/.exec(url.pathname);
      const send = (status: number, text: string, replayed = false) => res.writeHead(status, { "content-type": "application/json", ...(replayed ? { "idempotent-replayed": "true" } : {}) }).end(text);
      if (req.method === "GET") {
        const found = m?.[2] && !m[3] ? objects.get(`${m[1]}/${m[2]}`) : undefined;
        if (!found) return send(404, JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: '${m?.[2] ?? url.pathname}'` } }));
        return send(200, JSON.stringify(found));
      }
      // Stripe's idempotency: per account and key; the first answer (success or refusal) is the answer.
      const scope = key ? `${account ?? "platform"} ${key}` : null;
      const prior = scope ? keys.get(scope) : undefined;
      if (prior) {
        if (prior.body !== `${req.method} ${url.pathname} ${raw}`) return send(400, JSON.stringify({ error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." } }));
        return send(prior.status, prior.answer, true);
      }
      const r = !m ? fail(404, "Unrecognized request URL.") : req.method === "POST" ? post(m[1], m[2], parseForm(raw), m[3]) : req.method === "DELETE" && m[2] && !m[3] ? del(m[1], m[2]) : fail(405, "Method not allowed.");
      const answer = JSON.stringify(r.object);
      // A 5xx is not kept (Stripe lets the key be retried); everything else is.
      if (scope && r.status < 500) keys.set(scope, { body: `${req.method} ${url.pathname} ${raw}`, status: r.status, answer });
      send(r.status, answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const saved = { base: process.env.STRIPE_API_BASE, key: process.env.STRIPE_SECRET_KEY };
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.STRIPE_SECRET_KEY = "sk_test_peer";
  return {
    requests,
    /** Puts (or replaces) an object: `collection` as in Stripe's paths (subscriptions, invoices…). */
    put(collection: string, object: Obj) {
      objects.set(`${collection}/${object.id}`, object);
    },
    /** The stored object, as a later GET answers it. */
    get(collection: string, id: string) {
      return objects.get(`${collection}/${id}`);
    },
    /** Every object of a collection (made by POSTs or put). */
    all(collection: string) {
      return [...objects.entries()].filter(([k]) => k.startsWith(`${collection}/`)).map(([, v]) => v);
    },
    /** What Stripe.js does in the buyer's browser: the intent (payment or setup) succeeds with this card. */
    confirm(collection: "payment_intents" | "setup_intents", id: string, card: { id: string; brand?: string; last4?: string }) {
      const intent = objects.get(`${collection}/${id}`);
      if (!intent) throw new Error(`stripe peer: no ${collection} ${id}`);
      Object.assign(intent, { status: "succeeded", payment_method: { id: card.id, object: "payment_method", card: { brand: card.brand ?? "visa", last4: card.last4 ?? "4242" } } });
      if (collection === "payment_intents") intent.amount_received = intent.amount;
    },
    async stop() {
      for (const [k, v] of [["STRIPE_API_BASE", saved.base], ["STRIPE_SECRET_KEY", saved.key]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await new Promise((r) => server.close(r));
    },
  };
}
