import { issueCodesFor, SupersetErrorType } from '@tessera/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Body parsing runs before Nest's routing, so its failures would otherwise reach Express's HTML
 * error page. They are answered here in Superset's envelope instead.
 */
function answeringErrors(parser: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    parser(request, response, (error?: unknown) => {
      if (!error) return next();
      const { status, type } = error as { status?: number; type?: string };
      if (type === 'entity.too.large') return void response.status(413).json({ message: 'Payload too large' });
      const errorType = SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR;
      response.status(status && status >= 400 && status < 500 ? status : 400).json({
        errors: [{ message: 'Request is not JSON', error_type: errorType, level: 'warning', extra: { issue_codes: issueCodesFor(errorType) } }],
      });
    });
}

export const jsonBodyParser = answeringErrors(express.json({ limit: '20mb' }));
export const formBodyParser = answeringErrors(express.urlencoded({ extended: false, limit: '1mb' }));
