import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { renderError } from './error-envelope';
import { HTTP_STATUS_BY_ERROR_CODE } from './error-status';

describe('renderError', () => {
  it('uses the SIP-40 envelope for errors naming a Superset type, with issue codes and level', () => {
    const error = new TesseraError(ErrorCode.BAD_REQUEST, 'column "x" does not exist', {
      errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
      extra: { engine_name: 'PostgreSQL' },
    });
    expect(renderError(error)).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'column "x" does not exist',
            error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
            level: 'warning',
            extra: {
              engine_name: 'PostgreSQL',
              issue_codes: [
                {
                  code: 1003,
                  message: 'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
                },
                { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
              ],
            },
          },
        ],
      },
    });
  });

  it('uses {message} for plain errors and {message: fields} for validation', () => {
    expect(renderError(new TesseraError(ErrorCode.NOT_FOUND, 'Not found'))).toEqual({ status: 404, body: { message: 'Not found' } });
    expect(
      renderError(new TesseraError(ErrorCode.VALIDATION_FAILED, 'bad', { fields: { slice_name: ['Missing data for required field.'] } })),
    ).toEqual({
      status: 400,
      body: { message: { slice_name: ['Missing data for required field.'] } },
    });
  });

  it("answers an unexpected error without its text, which may be a driver's message with SQL in it", () => {
    const error = new TesseraError(ErrorCode.INTERNAL, 'invalid input syntax for type integer: "abc" in SELECT * FROM slices', {
      extra: { query: 'SELECT 1' },
    });
    expect(renderError(error)).toEqual({ status: 500, body: { message: 'Fatal error' } });
  });

  it('honours a status requested by the handler', () => {
    const error = new TesseraError(ErrorCode.UNPROCESSABLE, 'Could not connect', {
      errorType: SupersetErrorType.CONNECTION_ACCESS_DENIED_ERROR,
      extra: { http_status: 422 },
    });
    const { status, body } = renderError(error);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).not.toContain('http_status');
  });

  it('maps every contract code to a 4xx or 5xx status', () => {
    for (const status of Object.values(HTTP_STATUS_BY_ERROR_CODE)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
