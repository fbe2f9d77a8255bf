import { CANCEL } from 'redux-saga';
import type { ChartDataResponseResult, QueryContext } from '@tessera/viz';

/** One chart-data request the fake received; the test answers or fails it. */
export interface PendingRequest {
  context: QueryContext;
  sliceId: number | undefined;
  aborted: boolean;
  settled: boolean;
  answer(value: number): void;
  fail(message: string): void;
}

/** A stand-in for `fetchChartData` whose requests stay open until the test answers them. */
export function createChartDataFake() {
  const requests: PendingRequest[] = [];
  const fetch = (context: QueryContext, params: { sliceId?: number }) => {
    let settle: { resolve: (value: ChartDataResponseResult[]) => void; reject: (error: Error) => void } | null = null;
    const promise = new Promise<ChartDataResponseResult[]>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const request: PendingRequest = {
      context,
      sliceId: params.sliceId,
      aborted: false,
      settled: false,
      answer: (value) => {
        request.settled = true;
        settle?.resolve([{ colnames: ['count'], coltypes: [0], data: [{ count: value }], rowcount: 1 }]);
      },
      fail: (message) => {
        request.settled = true;
        settle?.reject(new Error(message));
      },
    };
    requests.push(request);
    return Object.assign(promise, { [CANCEL]: () => (request.aborted = true) });
  };
  const open = () => requests.filter((request) => !request.aborted && !request.settled);
  return { fetch, requests, open };
}

/** Lets promise callbacks and the saga middleware run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
