import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueCodesFor, SupersetErrorType } from '@tessera/contracts/web';
import { DatabaseErrorPanel } from './DatabaseErrorPanel';
import { ErrorPanel } from './ErrorPanel';
import type { SupersetError } from './error-panel.types';
import { GenericErrorPanel } from './GenericErrorPanel';
import { getErrorPanel } from './getErrorPanel';
import { fieldMessages } from './InvalidPayloadErrorPanel';
import { ISSUE_CODE_DOCS_URL } from './IssueCodeList';
import { MissingDatasetPanel } from './MissingDatasetPanel';
import { NetworkErrorPanel } from './NetworkErrorPanel';
import { suggestionText } from './ParameterErrorPanel';
import { sqlErrorLocation, SqlParseErrorPanel } from './SqlParseErrorPanel';
import { TimeoutErrorPanel } from './TimeoutErrorPanel';

const identity = (text: string, ...args: unknown[]) => {
  let i = 0;
  return text.replace(/%s/g, () => String(args[i++]));
};

describe('getErrorPanel', () => {
  it.each([
    [SupersetErrorType.GENERIC_DB_ENGINE_ERROR, DatabaseErrorPanel],
    [SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR, DatabaseErrorPanel],
    [SupersetErrorType.CONNECTION_ACCESS_DENIED_ERROR, DatabaseErrorPanel],
    [SupersetErrorType.FAILED_FETCHING_DATASOURCE_INFO_ERROR, MissingDatasetPanel],
    [SupersetErrorType.FRONTEND_NETWORK_ERROR, NetworkErrorPanel],
    [SupersetErrorType.INVALID_SQL_ERROR, SqlParseErrorPanel],
    [SupersetErrorType.BACKEND_TIMEOUT_ERROR, TimeoutErrorPanel],
    [SupersetErrorType.GENERIC_BACKEND_ERROR, GenericErrorPanel],
    ['SOMETHING_NEW', GenericErrorPanel],
  ])('%s → %p', (type, panel) => {
    expect(getErrorPanel({ error_type: type })).toBe(panel);
  });
});

const render$ = (error: SupersetError, extra: Partial<Parameters<typeof ErrorPanel>[0]> = {}) =>
  render(<ErrorPanel error={error} {...extra} />);

describe('error panels', () => {
  it('titles engine errors with the engine and lists issue codes linking to the docs', async () => {
    const user = userEvent.setup();
    render$(
      {
        error_type: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
        message: 'column "x" does not exist\nLINE 1: SELECT x',
        level: 'error',
        extra: { engine_name: 'PostgreSQL', issue_codes: issueCodesFor(SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR), owners: ['Ann'] },
      },
      { source: 'explore' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('PostgreSQL Error');
    expect(alert).toHaveTextContent('column "x" does not exist');
    expect(alert).toHaveTextContent('LINE 1: SELECT x');
    await user.click(screen.getByRole('button', { name: 'See more' }));
    const link = screen.getByRole('link', { name: 'Issue 1004 - The column was deleted or renamed in the database.' });
    expect(link).toHaveAttribute('href', `${ISSUE_CODE_DOCS_URL}#issue-1004`);
    expect(alert).toHaveTextContent('This may be triggered by:');
    expect(alert).toHaveTextContent('Please reach out to the Chart Owner for assistance.');
    expect(alert).toHaveTextContent('Chart Owner: Ann');
  });

  it('falls back to DB engine and omits owners outside charts', () => {
    render$({ error_type: SupersetErrorType.GENERIC_DB_ENGINE_ERROR, message: 'boom', extra: { owners: ['Ann'] } }, { source: 'sqllab' });
    expect(screen.getByRole('alert')).toHaveTextContent('DB engine Error');
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('shows missing dataset and network errors', () => {
    const { unmount } = render$({ error_type: SupersetErrorType.FAILED_FETCHING_DATASOURCE_INFO_ERROR, message: 'Dataset 9 not found' });
    expect(screen.getByRole('alert')).toHaveTextContent('Missing dataset');
    expect(screen.getByRole('alert')).toHaveTextContent('Dataset 9 not found');
    unmount();
    render$({ error_type: SupersetErrorType.FRONTEND_NETWORK_ERROR, message: 'Network error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  });

  it('puts a caret under the failing SQL column', () => {
    render$({
      error_type: SupersetErrorType.INVALID_SQL_ERROR,
      message: 'Unexpected token',
      extra: { sql: 'SELECT 1\nFROM x WHERE\nLIMIT 5', line: 2, column: 9 },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to parse SQL');
    expect(screen.getByLabelText('Failing SQL').textContent).toBe('FROM x WHERE\n        ^');
  });

  it('locates SQL errors defensively', () => {
    expect(sqlErrorLocation('SELECT', null, null)).toEqual({ text: 'SELECT', caret: null });
    expect(sqlErrorLocation('SELECT', 4, 1)).toBeNull();
    expect(sqlErrorLocation(undefined, 1, 1)).toBeNull();
  });

  it('suggests defined parameters within two edits', async () => {
    const user = userEvent.setup();
    render$({
      error_type: SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR,
      message: 'The following parameters in your query are undefined: "stat".',
      extra: {
        undefined_parameters: ['stat', 'zzzz'],
        template_parameters: { state: 'CA', start: 1, country: 'US' },
        issue_codes: issueCodesFor(SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Parameter error');
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('Did you mean:')).toBeInTheDocument();
    expect(screen.getByText('"state" or "start" instead of "stat"?')).toBeInTheDocument();
    expect(screen.getByText('This was triggered by:')).toBeInTheDocument();
    expect(suggestionText('x', ['a', 'b', 'c'], identity)).toBe('"a", "b" or "c" instead of "x"?');
    expect(suggestionText('x', ['a'], identity)).toBe('"a" instead of "x"?');
  });

  it('says after how many seconds queries time out', () => {
    const { unmount } = render$({ error_type: SupersetErrorType.BACKEND_TIMEOUT_ERROR, message: 'm', extra: { timeout: 30 } });
    expect(screen.getByRole('alert')).toHaveTextContent('Timeout error');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We’re having trouble loading these results. Queries are set to timeout after 30 seconds.',
    );
    unmount();
    render$({ error_type: SupersetErrorType.FRONTEND_TIMEOUT_ERROR, message: 'm', extra: { timeout: 1 } }, { source: 'dashboard' });
    expect(screen.getByRole('alert')).toHaveTextContent('trouble loading this visualization. Queries are set to timeout after 1 second.');
  });

  it('lists invalid payload fields with collapsible details', async () => {
    const user = userEvent.setup();
    render$({
      error_type: SupersetErrorType.MARSHMALLOW_ERROR,
      message: 'The submitted payload failed validation.',
      extra: { messages: { name: ['Missing data for required field.'], params: { row_limit: ['Not a valid integer.'] } } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The submitted payload failed validation.');
    const list = screen.getByRole('list', { name: 'Invalid fields' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['name: Missing data for required field.', 'params.row_limit: Not a valid integer.']);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(/"row_limit"/)).toBeInTheDocument();
    expect(fieldMessages({ _schema: ['Bad'] })).toEqual(['Bad']);
  });

  it('offers authorization and re-runs once the sign-in window posts back', async () => {
    const onRetry = jest.fn();
    render$(
      {
        error_type: SupersetErrorType.OAUTH2_REDIRECT,
        message: 'OAuth2 required',
        extra: { url: 'https://idp.test/auth', tab_id: 'tab-1' },
      },
      { onRetry },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Authorization needed');
    expect(screen.getByRole('link', { name: 'provide authorization' })).toHaveAttribute('href', 'https://idp.test/auth');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { tabId: 'other' }, origin: window.location.origin }));
      window.dispatchEvent(new MessageEvent('message', { data: { tabId: 'tab-1' }, origin: 'https://evil.test' }));
    });
    expect(onRetry).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { tabId: 'tab-1' }, origin: window.location.origin })));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows other errors as Unexpected error with a Request Access link', () => {
    render$({ error_type: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR, message: 'No access', extra: { link: '/request/1' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error');
    expect(screen.getByRole('link', { name: 'Request Access' })).toHaveAttribute('href', '/request/1');
  });
});
