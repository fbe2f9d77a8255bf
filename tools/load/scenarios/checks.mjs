// What makes an answer right beyond its status: shared by every scenario that reads it.

/** A chart-data answer (HTTP body or socket reply body): every query came back without an error. */
export function chartDataFailure(body) {
  if (!Array.isArray(body?.result) || body.result.length === 0) return 'no result';
  const failed = body.result.find((query) => query.error || query.status === 'failed');
  return failed ? `query failed: ${String(failed.error ?? failed.status).slice(0, 120)}` : null;
}

/** `{result: […]}` of a list or a related-objects call. */
export function resultListFailure(body) {
  return Array.isArray(body?.result) ? null : 'no result list';
}

/** `{result: {…}}` of a single object. */
export function resultObjectFailure(body) {
  return body?.result && typeof body.result === 'object' ? null : 'no result';
}
