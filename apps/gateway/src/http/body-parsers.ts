import { issueCodesFor, jsonDepthExceeds, MAX_JSON_DEPTH, SupersetErrorType } from '@tessera/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Large enough for chart-data requests and dashboard layouts; uploads and imports are multipart. */
const JSON_BODY_LIMIT = '20mb';

/** Refuses a body nested too deeply before `JSON.parse` builds it (see `jsonDepthExceeds`). */
function refuseDeepNesting(_request: unknown, _response: unknown, body: Buffer): void {
  if (jsonDepthExceeds(body)) throw Object.assign(new Error('JSON body is nested too deeply'), { type: 'entity.too.deep' });
}

/** The answer to a body that could not be parsed, in Superset's envelope. */
export function bodyErrorAnswer(error: { status?: number; type?: string }): { status: number; body: unknown } {
  const { status, type } = error;
  if (type === 'entity.too.large') return { status: 413, body: { message: 'Payload too large' } };
  const errorType = SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR;
  const tooDeep = type === 'entity.too.deep';
  const message = tooDeep ? `JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` : 'Request is not JSON';
  return {
    status: !tooDeep && status && status >= 400 && status < 500 ? status : 400,
    body: { errors: [{ message, error_type: errorType, level: 'warning', extra: { issue_codes: issueCodesFor(errorType) } }] },
  };
}

/**
 * A JSON body as the JSON parser reads it (depth checked before `JSON.parse` builds it), for a body
 * read before Express (see the serving front door). Throws the parser's error shapes.
 */
export function parseJsonBody(body: Buffer): unknown {
  refuseDeepNesting(undefined, undefined, body);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw Object.assign(new Error('Request is not JSON'), { status: 400, type: 'entity.parse.failed' });
  }
}

/**
 * Body parsing runs before Nest's routing, so its failures would otherwise reach Express's HTML
 * error page. They are answered here in Superset's envelope instead.
 */
function answeringErrors(parser: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    parser(request, response, (error?: unknown) => {
      if (!error) return next();
      const answer = bodyErrorAnswer(error as { status?: number; type?: string });
      response.status(answer.status).json(answer.body);
    });
}

export const jsonBodyParser = answeringErrors(express.json({ limit: JSON_BODY_LIMIT, verify: refuseDeepNesting }));
export const formBodyParser = answeringErrors(express.urlencoded({ extended: false, limit: '1mb' }));
