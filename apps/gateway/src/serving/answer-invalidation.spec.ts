import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { AnswerCache } from './answer-cache';
import { answerInvalidation } from './answer-invalidation';

describe('answerInvalidation', () => {
  function write(method: string, path: string, status = 200) {
    const answers = new AnswerCache(1024);
    const clear = jest.spyOn(answers, 'clear');
    const response = Object.assign(new EventEmitter(), { statusCode: status });
    answerInvalidation(answers)({ method, path } as Request, response as unknown as Response, () => undefined);
    response.emit('finish');
    return clear.mock.calls.length;
  }

  it('clears the answers before and after a write that may change them', () => {
    expect(write('PUT', '/api/v1/dataset/3')).toBe(2);
    expect(write('POST', '/api/v1/rowlevelsecurity/')).toBe(2);
    expect(write('DELETE', '/api/v1/chart/5')).toBe(2);
    expect(write('POST', '/api/v1/assets/import/')).toBe(2);
  });

  it('keeps them for a failed write, reads, and writes that cannot change an answer', () => {
    expect(write('PUT', '/api/v1/dataset/3', 422)).toBe(1);
    expect(write('GET', '/api/v1/dataset/3')).toBe(0);
    for (const path of [
      '/api/v1/chart/data',
      '/api/v1/sqllab/execute/',
      '/superset/log/',
      '/api/v1/explore/form_data',
      '/api/v1/dashboard/1/filter_state',
      '/api/v1/security/login',
      '/api/v1/tag/',
    ]) {
      expect(write('POST', path)).toBe(0);
    }
  });
});
