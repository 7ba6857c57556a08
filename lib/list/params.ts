/**
 * A list screen's view state <-> its URL search params, for every list (contacts, mailbox,
 * SMS log, ...). Pure: the server page parses the same params the browser does, so the first
 * page it renders is the page the client asks for next.
 *
 * Parsing is lenient: an unknown sort, a page of "abc" or a filter value that does not exist
 * falls back to the default instead of failing, because URLs are typed, pasted and bookmarked.
 */

export type Direction = "asc" | "desc";

export type ListConfig<S extends string = string, F extends string = string> = {
  /** Rows per page when the URL says nothing. */
  perPage: number;
  /** The choices offered in the page-size menu; the largest is also the maximum accepted. */
  perPageOptions: readonly number[];
  /** Sortable keys (the API's names), the default sort and each key's first direction. */
  sort?: {
    keys: readonly S[];
    default: S;
    direction: Direction;
    /** The direction a column starts with when first clicked (default "asc"). */
    firstDirection?: Partial<Record<S, Direction>>;
  };
  /**
   * Filters and tabs: URL param name -> the values it may take, or a check for open-ended
   * values (an id, a date); a value that fails it is dropped like an unknown one.
   */
  filters?: Record<F, readonly string[] | ((value: string) => boolean)>;
  /** Free-text search; omit for lists without a search box. */
  search?: { maxLength: number };
};

export type ListState<S extends string = string, F extends string = string> = {
  page: number;
  per_page: number;
  /** null for lists without sorting. */
  sort: S | null;
  direction: Direction;
  /** "" when there is no search. */
  search: string;
  /** Only filters that are set appear. */
  filters: Partial<Record<F, string>>;
};

/** Identity with inference: `const contactList = defineList({...})` keeps the key types. */
export function defineList<S extends string = never, F extends string = never>(config: ListConfig<S, F>): ListConfig<S, F> {
  return config;
}

/** What a server page receives (Next's searchParams) or what the browser has. */
export type RawParams = URLSearchParams | { get(key: string): string | null } | Record<string, string | string[] | undefined>;

const MAX_PAGE = 1_000_000;

function read(raw: RawParams, key: string): string | undefined {
  if (typeof (raw as URLSearchParams).get === "function") return (raw as URLSearchParams).get(key) ?? undefined;
  const v = (raw as Record<string, string | string[] | undefined>)[key];
  return Array.isArray(v) ? v[0] : v;
}

function int(value: string | undefined, min: number, max: number): number | undefined {
  const t = value?.trim();
  if (!t || !/^\d{1,9}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(value: string | undefined, options: readonly T[]): T | undefined {
  return options.find((o) => o === value);
}

/** Control characters (NUL and friends) never reach a search; the API would refuse them. */
function cleanSearch(value: string | undefined, maxLength: number): string {
  return (value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, maxLength).trim();
}

export function defaultListState<S extends string, F extends string>(config: ListConfig<S, F>): ListState<S, F> {
  return {
    page: 1,
    per_page: config.perPage,
    sort: config.sort?.default ?? null,
    direction: config.sort?.direction ?? "desc",
    search: "",
    filters: {},
  };
}

/** Search params -> a valid view state. */
export function parseListParams<S extends string, F extends string>(config: ListConfig<S, F>, raw: RawParams): ListState<S, F> {
  const d = defaultListState(config);
  const filters: Partial<Record<F, string>> = {};
  for (const [name, allowed] of Object.entries(config.filters ?? {}) as [F, readonly string[] | ((value: string) => boolean)][]) {
    const given = read(raw, name);
    const v = typeof allowed === "function" ? (given !== undefined && given.length <= 200 && allowed(given) ? given : undefined) : oneOf(given, allowed);
    if (v) filters[name] = v;
  }
  return {
    page: int(read(raw, "page"), 1, MAX_PAGE) ?? d.page,
    per_page: int(read(raw, "per_page"), 1, Math.max(...config.perPageOptions, config.perPage)) ?? d.per_page,
    sort: config.sort ? (oneOf(read(raw, "sort"), config.sort.keys) ?? d.sort) : null,
    direction: config.sort ? (oneOf(read(raw, "direction"), ["asc", "desc"] as const) ?? d.direction) : d.direction,
    search: config.search ? cleanSearch(read(raw, "search"), config.search.maxLength) : "",
    filters,
  };
}

/** The query string of a view; defaults are left out so URLs stay short. Filters come first. */
export function toListSearchParams<S extends string, F extends string>(config: ListConfig<S, F>, state: ListState<S, F>): URLSearchParams {
  const d = defaultListState(config);
  const p = new URLSearchParams();
  for (const name of Object.keys(config.filters ?? {}) as F[]) {
    const v = state.filters[name];
    if (v) p.set(name, v);
  }
  if (state.search) p.set("search", state.search);
  if (state.sort !== d.sort && state.sort) p.set("sort", state.sort);
  if (state.direction !== d.direction && config.sort) p.set("direction", state.direction);
  if (state.per_page !== d.per_page) p.set("per_page", String(state.per_page));
  if (state.page !== d.page) p.set("page", String(state.page));
  return p;
}

export function sameListState(a: ListState, b: ListState): boolean {
  const keys = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]);
  for (const k of keys) {
    if (((a.filters as Record<string, string | undefined>)[k] ?? "") !== ((b.filters as Record<string, string | undefined>)[k] ?? "")) return false;
  }
  return a.page === b.page && a.per_page === b.per_page && a.sort === b.sort && a.direction === b.direction && a.search === b.search;
}

/**
 * A change to the view. Anything but a page change starts again at page 1 (the old page
 * number means nothing in a new order or filter); an empty filter value removes the filter.
 */
export type ListPatch<S extends string = string, F extends string = string> = Partial<Omit<ListState<S, F>, "filters">> & {
  filters?: Partial<Record<F, string | null | undefined>>;
};

export function applyListPatch<S extends string, F extends string>(state: ListState<S, F>, patch: ListPatch<S, F>): ListState<S, F> {
  const filters: Partial<Record<F, string>> = { ...state.filters };
  for (const [k, v] of Object.entries(patch.filters ?? {}) as [F, string | null | undefined][]) {
    if (v) filters[k] = v;
    else delete filters[k];
  }
  const next: ListState<S, F> = {
    page: state.page,
    per_page: patch.per_page ?? state.per_page,
    sort: patch.sort !== undefined ? patch.sort : state.sort,
    direction: patch.direction ?? state.direction,
    search: patch.search !== undefined ? patch.search.trim() : state.search,
    filters,
  };
  const moved = !sameListState({ ...next, page: state.page }, state);
  next.page = patch.page ?? (moved ? 1 : state.page);
  return next;
}

/** Clicking a header: the same column flips, a new column starts with its natural direction. */
export function nextSort<S extends string, F extends string>(config: ListConfig<S, F>, state: ListState<S, F>, key: S): ListPatch<S, F> {
  if (state.sort === key) return { sort: key, direction: state.direction === "asc" ? "desc" : "asc" };
  return { sort: key, direction: config.sort?.firstDirection?.[key] ?? "asc" };
}

/**
 * The filtered set a selection belongs to (filters + search): paging and sorting keep a
 * selection, a new filter or search clears it.
 */
export function selectionScope(state: ListState): string {
  const f = Object.entries(state.filters as Record<string, string>).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([f, state.search]);
}
