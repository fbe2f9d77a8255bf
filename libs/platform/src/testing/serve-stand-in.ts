import type { BusMessage, RequestDescriptor } from '@tessera/contracts';
import type { Subscription } from '../bus/bus-transport';
import type { PlatformRuntime } from '../runtime/platform-runtime';
import { toErrorPayload } from '../bus/bus-errors';

/**
 * Answers one subject with a test function, standing in for another service a test does not run.
 * The function receives the payload and the caller of the envelope.
 */
export async function serveStandIn<Req, Rep>(
  runtime: PlatformRuntime,
  descriptor: RequestDescriptor<Req, Rep>,
  answer: (payload: Req, message: BusMessage<Req>) => Rep | Promise<Rep>,
): Promise<Subscription> {
  const transport = await runtime.connectBus(`stand-in-${descriptor.subject}`);
  return transport.serveRequests(descriptor.subject, `stand-in-${descriptor.subject}`, async (message) => {
    try {
      return { ok: true, data: await answer(message.payload as Req, message as BusMessage<Req>) };
    } catch (error) {
      return { ok: false, error: toErrorPayload(error) };
    }
  });
}
