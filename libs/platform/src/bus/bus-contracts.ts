import { defineEvent } from '@tessera/contracts';
import { IsString } from 'class-validator';

/** Sent when every requester of a request has gone, so the handler can stop (and cancel its query). */
export class RequestCancelledEvent {
  @IsString()
  requestId!: string;
}

export const RequestCancelled = defineEvent('evt.platform.request-cancelled', RequestCancelledEvent);
