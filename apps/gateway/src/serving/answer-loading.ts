import type { ChartDataReply } from '@tessera/contracts';
import type { AnswerCache, AnswerTicket } from './answer-cache';

/** The dataset a query context names, when it names one by number. */
export function datasetIdOf(context: Record<string, unknown>): number | null {
  const id = Number((context.datasource as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A JSON answer already serialised, to be sent as it is. */
export class SerialisedJson {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Runs a chart-data request the cache could not answer and, with the ticket it was given, keeps
 * the answer when it may be replayed (see `AnswerCache.store`); answers the reply and, for a JSON
 * result, its serialised form (so it is serialised once, for the cache and the client alike).
 * A forced refresh clears the dataset's answers once the new results are in.
 */
export async function loadAnswer(
  answers: AnswerCache,
  ticket: AnswerTicket | undefined,
  context: Record<string, unknown>,
  run: () => Promise<ChartDataReply>,
): Promise<{ reply: ChartDataReply; json: SerialisedJson | null }> {
  let stored = false;
  try {
    const reply = await run();
    const datasetId = datasetIdOf(context);
    if (context.force === true) answers.forgetDataset(datasetId);
    if (!ticket || !('result' in reply)) return { reply, json: null };
    const json = Buffer.from(JSON.stringify(reply));
    answers.store(ticket, reply, json, datasetId);
    stored = true;
    return { reply, json: new SerialisedJson(json) };
  } finally {
    if (ticket && !stored) answers.release(ticket);
  }
}
