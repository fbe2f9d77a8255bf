import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from '../ErrorAlert/ErrorAlert';
import type { ImportFailure, ImportNeeds } from './import-errors';
import { parseImportFailure } from './import-errors';
import type { ImportSecrets } from './ImportSecretsFields';
import { EMPTY_SECRETS, ImportSecretsFields } from './ImportSecretsFields';

/** Bundle formats the import endpoints accept. */
export const IMPORT_ACCEPT = '.yaml,.json,.yml,.zip';

/** Where database driver installation is documented (shown when passwords are requested). */
export const DRIVER_DOCS_URL = 'https://superset.apache.org/docs/configuration/databases#installing-database-drivers';

/** Everything `POST /api/v1/<resource>/import/` takes, as the dialog collected it. */
export interface ImportRequest extends ImportSecrets {
  file: File;
  overwrite: boolean;
}

export interface ImportModalProps {
  open: boolean;
  /** Shown in the title 'Import %s' and in messages (e.g. 'chart', 'dashboard'). */
  resourceLabel: string;
  /** Resolves on success; rejects with the server's errors (see {@link ImportFailure}). */
  onImport: (request: ImportRequest) => Promise<void>;
  onSuccess: () => void;
  onHide: () => void;
  passwordsNeededMessage?: string;
  confirmOverwriteMessage?: string;
  driverDocsUrl?: string;
  t?: TranslateFn;
}

const NO_NEEDS: ImportNeeds = {
  passwords: [],
  sshTunnelPasswords: [],
  sshTunnelPrivateKeys: [],
  sshTunnelPrivateKeyPasswords: [],
  alreadyExists: [],
  terminalMessages: null,
};

/**
 * 'Import %s' (750 px): pick a bundle, import it, supply database and SSH secrets when the server asks
 * for them, and confirm an overwrite by typing OVERWRITE when items already exist.
 */
export function ImportModal(props: ImportModalProps) {
  const { open, resourceLabel, onImport, onSuccess, onHide, driverDocsUrl = DRIVER_DOCS_URL } = props;
  const t = useTranslate(props.t);
  const fileInputId = useId();
  const overwriteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [secrets, setSecrets] = useState<ImportSecrets>(EMPTY_SECRETS);
  const [needs, setNeeds] = useState<ImportNeeds>(NO_NEEDS);
  const [overwriteText, setOverwriteText] = useState('');
  const [importing, setImporting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const needsOverwrite = needs.alreadyExists.length > 0;
  const overwriteConfirmed = overwriteText.toUpperCase() === t('OVERWRITE').toUpperCase();
  const passwordsRequested = needs.passwords.length > 0;

  const reset = () => {
    setFile(null);
    setSecrets(EMPTY_SECRETS);
    setNeeds(NO_NEEDS);
    setOverwriteText('');
    setImporting(false);
    setErrorMessage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const hide = () => {
    reset();
    onHide();
  };

  const submit = async () => {
    if (!file) return;
    setImporting(true);
    setErrorMessage(null);
    try {
      await onImport({ file, overwrite: needsOverwrite && overwriteConfirmed, ...secrets });
    } catch (failure) {
      const parsed = parseImportFailure(failure as ImportFailure);
      setImporting(false);
      if (parsed.terminalMessages) {
        const detail = [...parsed.terminalMessages, t('Please re-export your file and try importing again')].join('.\n');
        setErrorMessage(t('An error occurred while importing %s: %s', resourceLabel, detail));
      } else {
        setNeeds(parsed);
      }
      return;
    }
    reset();
    onSuccess();
  };

  const title = t('Import %s', resourceLabel);
  return (
    <Modal open={open} onClose={hide} role="dialog" aria-label={title} style={{ width: 750 }}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        <div className="ui form">
          <div className="field">
            <label htmlFor={fileInputId}>{t('Select file')}</label>
            <input
              ref={fileInput}
              id={fileInputId}
              type="file"
              accept={IMPORT_ACCEPT}
              disabled={importing}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setErrorMessage(null);
              }}
            />
          </div>
        </div>
        {errorMessage && (
          <div style={{ marginTop: '1em' }}>
            <ErrorAlert
              title={t('Import Error')}
              message={<span style={{ whiteSpace: 'pre-line' }}>{errorMessage}</span>}
              description={
                passwordsRequested && (
                  <span>
                    {t('Database driver for importing maybe not installed. Visit the documentation page for installation instructions:')}{' '}
                    <a href={driverDocsUrl} target="_blank" rel="noopener noreferrer">
                      {t('here')}
                    </a>
                    .
                  </span>
                )
              }
              t={t}
            />
          </div>
        )}
        <ImportSecretsFields
          needs={needs}
          secrets={secrets}
          onChange={(kind, fileName, value) => setSecrets((current) => ({ ...current, [kind]: { ...current[kind], [fileName]: value } }))}
          helpText={
            props.passwordsNeededMessage ??
            t('The passwords for the databases below are needed in order to import them together with the %s.', resourceLabel)
          }
          t={t}
        />
        {needsOverwrite && (
          <div className="ui form" style={{ marginTop: '1em' }}>
            <p>
              {props.confirmOverwriteMessage ??
                t(
                  'One or more %s to be imported already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?',
                  resourceLabel,
                )}
            </p>
            <div className="field">
              <label htmlFor={overwriteId}>{t('Please type %s to confirm', t('OVERWRITE'))}</label>
              <input
                id={overwriteId}
                type="text"
                autoComplete="off"
                value={overwriteText}
                onChange={(event) => setOverwriteText(event.target.value)}
              />
            </div>
          </div>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={hide}>
          {t('Cancel')}
        </Button>
        <Button
          type="button"
          primary={!needsOverwrite}
          negative={needsOverwrite}
          loading={importing}
          disabled={!file || importing || (needsOverwrite && !overwriteConfirmed)}
          onClick={() => void submit()}
        >
          {needsOverwrite ? t('Overwrite') : t('Import')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
