import { ErrorCode, TesseraError } from '@tessera/contracts';
import { toErrorPayload } from './bus-errors';

/** What `pg` (and TypeORM's QueryFailedError, which copies its fields) throws. */
function driverError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('toErrorPayload', () => {
  it('keeps contract errors as they are', () => {
    expect(toErrorPayload(new TesseraError(ErrorCode.NOT_FOUND, 'Not found'))).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('turns a metadata-store data exception into a 400 without the driver text', () => {
    const payload = toErrorPayload(driverError('value "9999999999" is out of range for type integer', '22003'));
    expect(payload.code).toBe(ErrorCode.BAD_REQUEST);
    expect(payload.message).not.toMatch(/integer|9999999999/);
    expect(toErrorPayload(driverError('invalid input syntax for type uuid: "x"', '22P02')).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('leaves other failures internal', () => {
    expect(toErrorPayload(driverError('relation "x" does not exist', '42P01'))).toMatchObject({ code: 'INTERNAL' });
    expect(toErrorPayload(new Error('database exploded'))).toMatchObject({ code: 'INTERNAL', message: 'database exploded' });
  });
});
