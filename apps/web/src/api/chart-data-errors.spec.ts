import { ApiError } from './api-error';
import { explainChartDataFailure } from './chart-data-errors';

describe('explainChartDataFailure', () => {
  it("names the status of an answer without Superset's error shape (spec part 1 §8)", () => {
    const error = new ApiError({ message: 'Service unavailable', status: 503, errors: [] });
    expect((explainChartDataFailure(error) as ApiError).message).toBe(
      'Received unexpected response status (503) while fetching chart data',
    );
  });

  it("keeps the server's own message", () => {
    const error = new ApiError({
      message: 'column "x" does not exist',
      status: 400,
      errors: [{ message: 'column "x" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error' }],
    });
    expect(explainChartDataFailure(error)).toBe(error);
  });

  it('keeps failures that are not HTTP answers (network, abort)', () => {
    const network = new ApiError({ message: 'Network error', errors: [], errorType: 'FRONTEND_NETWORK_ERROR' });
    expect(explainChartDataFailure(network)).toBe(network);
    const abort = new DOMException('aborted', 'AbortError');
    expect(explainChartDataFailure(abort)).toBe(abort);
  });
});
