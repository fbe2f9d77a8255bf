import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnswerCache } from './answer-cache';
import type { FrontDoorMarks } from './front-door';

/**
 * Keeps the JSON answer of a read the front door could not answer (it left a ticket on the request),
 * as the route sent it: placed after the compressor, so it sees the bytes before compression.
 * Only a full `200` JSON answer is kept; anything else releases the ticket.
 */
export function answerCapture(answers: AnswerCache): RequestHandler {
  return (request: Request & FrontDoorMarks, response: Response, next: NextFunction) => {
    const ticket = request.answerTicket;
    if (!ticket || request.method !== 'GET') return next();
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    // An answer written in parts is a stream, not one JSON document: it is not kept.
    let streamed = false;
    response.write = ((...args: unknown[]) => {
      streamed = true;
      return write(...args);
    }) as Response['write'];
    response.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const isJson = /^application\/json\b/i.test(String(response.getHeader('Content-Type') ?? ''));
      const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : null;
      if (!streamed && response.statusCode === 200 && isJson && body && body.length > 0) answers.storeRead(ticket, body);
      else answers.release(ticket);
      return end(...args);
    }) as Response['end'];
    next();
  };
}
