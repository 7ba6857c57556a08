/** Breadcrumb ancestor search limit (doc 1 §9); also guards against parent cycles. */
export const BREADCRUMB_MAX_DEPTH = 10;
