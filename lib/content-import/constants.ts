/**
 * Content import wizard (doc 2 s2). Copy quoted by the spec is used word for word; the rest is
 * ours and said once here. No Node imports: the wizard uses these too.
 */

export const CONTENT_IMPORT_FORMATS = ["csv", "xls", "xlsx"] as const;
export type ContentImportFormat = (typeof CONTENT_IMPORT_FORMATS)[number];
export const CONTENT_IMPORT_ACCEPT = ".csv,.xls,.xlsx";

/** A content file is a few thousand rows at most; 10 MB is far past that. */
export const CONTENT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows a file may have (each item is made in every chosen account). */
export const CONTENT_IMPORT_MAX_ROWS = 5000;

/** The columns of the format (header row, any order, case-insensitive). */
export const CONTENT_COLUMNS = ["content_type", "title", "section", "subsection", "content", "question_type", "options", "media_url"] as const;
export type ContentColumn = (typeof CONTENT_COLUMNS)[number];

/** content_type values: 4 and 5 belong to tracking, a later issue. */
export const CONTENT_TYPES = { 1: "playbook", 2: "page", 3: "form" } as const;
export const TRACKING_TYPES = [4, 5] as const;

/** Histories shown in the side panel. */
export const HISTORY_BATCHES = 20;

export const CONTENT_IMPORT_MSG = {
  // Doc 2 s2, word for word.
  step0: "Import Your CSV Content File",
  loaded: "CSV file successfully loaded. Press import.",
  importTo: "Import To",
  great: "Great !",
  beingImported: "Your content is being imported",
  imported: "Your content has been imported",
  success: "Success!",
  oops: "Oops!",
  badFormat: "Incorrectly formatted. please try again.",
  selectAccount: "Please select a account to proceed",
  limitReached: "Limit reached!",
  noHistory: "No import history found!",
  historyTitle: "Content Import History",
  // Ours.
  fileType: "The file must be a .csv, .xls or .xlsx file.",
  unreadable: "The file could not be read as a spreadsheet.",
  noHeader: `The first row must name the columns: ${CONTENT_COLUMNS.join(", ")}.`,
  missingColumn: (c: string) => `The ${c} column is missing.`,
  noRows: "The file has no content rows.",
  tooManyRows: `A file may have up to ${CONTENT_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows.`,
  mixed: "Every row must have the same content_type: import one type of content per file.",
  unknownType: (row: number, v: string) => `Row ${row}: "${v}" is not a content_type (1 playbook, 2 page, 3 form).`,
  tracking: (row: number) => `Row ${row}: tracking content (content_type 4 and 5) cannot be imported yet.`,
  unavailable: (label: string) => `${label}s cannot be imported yet.`,
  cell: (row: number, msg: string) => `Row ${row}: ${msg}`,
  accountsRequired: "The user_ids field is required.",
  accountsList: "The user_ids field must be a list of account ids.",
  queued: "Your content is being imported",
  runFailed: "The import could not be finished in every account: see the history for what was imported.",
} as const;
