import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnswerCache } from './answer-cache';

/**
 * Writes that cannot change any chart-data answer: running queries, logging, filter state and
 * permalinks, tokens and sessions. Every other successful write (datasets, charts, databases,
 * dashboards, roles, users, RLS rules, imports, …) may, and clears the answers this gateway keeps.
 * Listing the harmless ones, not the harmful, means a route added later errs on the safe side.
 */
const HARMLESS_WRITES: readonly RegExp[] = [
  /^\/api\/v1\/chart\/data\/?$/,
  /^\/api\/v1\/sqllab\//,
  /^\/api\/v1\/(log|time_range)\/?/,
  /^\/superset\/log\/?$/,
  /^\/api\/v1\/explore\/(form_data|permalink)\b/,
  /^\/api\/v1\/dashboard\/[^/]+\/(filter_state|permalink)\b/,
  /^\/api\/v1\/sqllab\/permalink\b/,
  /^\/api\/v1\/security\/(login|refresh|csrf_token|guest_token)\/?$/,
  /^\/(login|logout)\/?$/,
  /^\/api\/v1\/(database\/(test_connection|validate_parameters)|dataset\/.*\/samples)\b/,
  /^\/api\/v1\/(saved_query|tag|query)\b/,
  /^\/(tabstateview|tableschemaview)\b/,
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Clears the answer cache after each successful write that may change an answer (see above). */
export function answerInvalidation(answers: AnswerCache): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (READS.has(request.method) || HARMLESS_WRITES.some((pattern) => pattern.test(request.path))) return next();
    // Before the write (so an answer loaded during it is not kept) and after it (so none from before survives).
    answers.clear();
    response.on('finish', () => {
      if (response.statusCode < 400) answers.clear();
    });
    next();
  };
}
