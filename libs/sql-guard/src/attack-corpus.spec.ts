import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

import { checkSql } from './check-sql';
import { ATTACK_CORPUS } from './testing/attack-corpus';

const cases = ATTACK_CORPUS.flatMap((payload) => payload.engines.map((engine) => ({ ...payload, engine })));
const hostCases = cases.filter((payload) => payload.hostTouching);
const dmlCases = cases.filter((payload) => !payload.hostTouching);

async function refusalOf(promise: Promise<unknown>): Promise<TesseraError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(TesseraError);
  return outcome as TesseraError;
}

describe('the attack corpus', () => {
  it('holds at least 120 payloads', () => {
    expect(ATTACK_CORPUS.length).toBeGreaterThanOrEqual(120);
  });

  it.each(hostCases)('$engine refuses as a security error, DML allowed or not: $why — $sql', async ({ sql, engine }) => {
    for (const allowDml of [false, true]) {
      const refusal = await refusalOf(checkSql(sql, { engine, allowDml }));
      expect(refusal.code).toBe(ErrorCode.FORBIDDEN);
      expect(refusal.errorType).toBe(SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR);
    }
  });

  it.each(dmlCases)('$engine refuses without allow_dml and runs with it: $why — $sql', async ({ sql, engine }) => {
    const refusal = await refusalOf(checkSql(sql, { engine, allowDml: false }));
    expect(refusal).toMatchObject({ code: ErrorCode.BAD_REQUEST, errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR });
    await expect(checkSql(sql, { engine, allowDml: true })).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'mutating' })]),
    );
  });
});
