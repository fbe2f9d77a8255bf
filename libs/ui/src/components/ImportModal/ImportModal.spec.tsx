import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupersetError } from '../ErrorAlert/error-panel.types';
import { ALREADY_EXISTS_MESSAGE, IMPORT_SECRET_MESSAGES, parseImportFailure } from './import-errors';
import { ImportModal } from './ImportModal';

const bundle = () => new File(['x'], 'export.zip', { type: 'application/zip' });
const issueCodes = [{ code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' }];
const failure = (extra: Record<string, unknown>, message = 'Error importing database'): { errors: SupersetError[] } => ({
  errors: [{ message, error_type: 'GENERIC_COMMAND_ERROR', level: 'warning', extra: { ...extra, issue_codes: issueCodes } }],
});

function setup(onImport: jest.Mock) {
  const onSuccess = jest.fn();
  const onHide = jest.fn();
  render(<ImportModal open resourceLabel="dashboard" onImport={onImport} onSuccess={onSuccess} onHide={onHide} />);
  return { onSuccess, onHide, user: userEvent.setup() };
}

describe('ImportModal', () => {
  it('needs a file, accepts bundle formats and imports', async () => {
    const onImport = jest.fn().mockResolvedValue(undefined);
    const { onSuccess, user } = setup(onImport);
    const dialog = screen.getByRole('dialog', { name: 'Import dashboard' });
    expect(dialog).toHaveStyle({ width: '750px' });
    const input = screen.getByLabelText('Select file');
    expect(input).toHaveAttribute('accept', '.yaml,.json,.yml,.zip');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const file = bundle();
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith({
      file,
      overwrite: false,
      passwords: {},
      sshTunnelPasswords: {},
      sshTunnelPrivateKeys: {},
      sshTunnelPrivateKeyPasswords: {},
    });
    expect(onSuccess).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('asks for database and SSH secrets per file and sends them', async () => {
    const onImport = jest
      .fn()
      .mockRejectedValueOnce(
        failure({
          'databases/examples.yaml': { _schema: [IMPORT_SECRET_MESSAGES.password] },
          'databases/tunnel.yaml': {
            _schema: [IMPORT_SECRET_MESSAGES.sshTunnelPrivateKey, IMPORT_SECRET_MESSAGES.sshTunnelPrivateKeyPassword],
          },
        }),
      )
      .mockResolvedValueOnce(undefined);
    const { onSuccess, user } = setup(onImport);
    await user.upload(screen.getByLabelText('Select file'), bundle());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Database passwords')).toBeInTheDocument();
    const examples = screen.getByRole('group', { name: 'databases/examples.yaml' });
    const tunnel = screen.getByRole('group', { name: 'databases/tunnel.yaml' });
    await user.type(within(examples).getByLabelText(/^Password/), 'pg-secret');
    await user.click(within(examples).getByRole('button', { name: 'Show password' }));
    expect(within(examples).getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.type(within(tunnel).getByLabelText(/SSH Private Key$|SSH Private Key\*/), 'KEY');
    await user.type(within(tunnel).getByLabelText(/SSH Private Key Password/), 'kp');
    expect(within(tunnel).queryByLabelText(/^SSH Password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenLastCalledWith(
      expect.objectContaining({
        passwords: { 'databases/examples.yaml': 'pg-secret' },
        sshTunnelPrivateKeys: { 'databases/tunnel.yaml': 'KEY' },
        sshTunnelPrivateKeyPasswords: { 'databases/tunnel.yaml': 'kp' },
      }),
    );
    expect(onSuccess).toHaveBeenCalled();
    expect(screen.queryByText('Database passwords')).not.toBeInTheDocument();
  });

  it('turns the button into a danger Overwrite that needs OVERWRITE typed', async () => {
    const onImport = jest
      .fn()
      .mockRejectedValueOnce(failure({ 'dashboards/sales.yaml': `Dashboard already exists and \`overwrite=true\` was not passed` }))
      .mockResolvedValueOnce(undefined);
    const { user } = setup(onImport);
    await user.upload(screen.getByLabelText('Select file'), bundle());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const overwrite = await screen.findByRole('button', { name: 'Overwrite' });
    expect(overwrite).toHaveClass('negative');
    expect(overwrite).toBeDisabled();
    await user.type(screen.getByLabelText('Please type OVERWRITE to confirm'), 'overwrite');
    expect(overwrite).toBeEnabled();
    await user.click(overwrite);
    expect(onImport).toHaveBeenLastCalledWith(expect.objectContaining({ overwrite: true }));
  });

  it('shows other failures in an Import Error view', async () => {
    const onImport = jest
      .fn()
      .mockRejectedValue(failure({ 'metadata.yaml': { type: ['Must be equal to Dashboard.'] } }, 'Error importing dashboard'));
    const { onSuccess, user } = setup(onImport);
    await user.upload(screen.getByLabelText('Select file'), bundle());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import Error');
    expect(alert).toHaveTextContent('An error occurred while importing dashboard: Error importing dashboard.');
    expect(alert).toHaveTextContent('Please re-export your file and try importing again');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('shows a plain rejection message and resets on cancel', async () => {
    const onImport = jest.fn().mockRejectedValue(new Error('Network error'));
    const { onHide, user } = setup(onImport);
    await user.upload(screen.getByLabelText('Select file'), bundle());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while importing dashboard: Network error');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('parseImportFailure', () => {
  it('recognises nested ssh payloads and mixed needs', () => {
    const parsed = parseImportFailure([
      {
        message: 'Error importing database',
        error_type: 'GENERIC_COMMAND_ERROR',
        extra: {
          'databases/a.yaml': { ssh_tunnel: { password: [IMPORT_SECRET_MESSAGES.sshTunnelPassword] } },
          'databases/b.yaml': `Database b ${ALREADY_EXISTS_MESSAGE}`,
          issue_codes: issueCodes,
        },
      },
    ]);
    expect(parsed).toEqual({
      passwords: [],
      sshTunnelPasswords: ['databases/a.yaml'],
      sshTunnelPrivateKeys: [],
      sshTunnelPrivateKeyPasswords: [],
      alreadyExists: ['databases/b.yaml'],
      terminalMessages: null,
    });
  });

  it('treats errors without file payloads as terminal', () => {
    expect(
      parseImportFailure({ errors: [{ message: 'Bad zip', error_type: 'GENERIC_COMMAND_ERROR', extra: { issue_codes: issueCodes } }] })
        .terminalMessages,
    ).toEqual(['Bad zip']);
    expect(parseImportFailure('offline').terminalMessages).toEqual(['offline']);
    expect(parseImportFailure({ message: 'Forbidden' }).terminalMessages).toEqual(['Forbidden']);
  });
});
