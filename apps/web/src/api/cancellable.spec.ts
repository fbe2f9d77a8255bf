/** @jest-environment node */
import { CANCEL } from 'redux-saga';
import { ApiError, toClientError } from './api-error';
import { cancellable } from './cancellable';

describe('cancellable', () => {
  it('aborts the signal when redux-saga cancels the promise', async () => {
    let seen: AbortSignal | undefined;
    const promise = cancellable((signal) => {
      seen = signal;
      return Promise.resolve(1);
    });
    expect(seen?.aborted).toBe(false);
    (promise as unknown as Record<string, () => void>)[CANCEL]?.();
    expect(seen?.aborted).toBe(true);
    await expect(promise).resolves.toBe(1);
  });
});

describe('toClientError', () => {
  it('keeps the decoded error of an ApiError and wraps anything else', () => {
    const detail = { message: 'Forbidden', status: 403, errors: [] };
    expect(toClientError(new ApiError(detail))).toBe(detail);
    expect(toClientError(new Error('boom'))).toEqual({ message: 'boom', errors: [] });
    expect(toClientError('text')).toEqual({ message: 'text', errors: [] });
    expect(toClientError(undefined)).toEqual({ message: 'An error occurred', errors: [] });
  });
});
