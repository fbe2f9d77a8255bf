import type { TranslateFn } from '../../i18n-context';
import { PasswordField } from '../PasswordField/PasswordField';
import type { ImportNeeds } from './import-errors';

/** Secrets typed so far, per kind, keyed by bundle file name. */
export interface ImportSecrets {
  passwords: Record<string, string>;
  sshTunnelPasswords: Record<string, string>;
  sshTunnelPrivateKeys: Record<string, string>;
  sshTunnelPrivateKeyPasswords: Record<string, string>;
}

export const EMPTY_SECRETS: ImportSecrets = {
  passwords: {},
  sshTunnelPasswords: {},
  sshTunnelPrivateKeys: {},
  sshTunnelPrivateKeyPasswords: {},
};

export interface ImportSecretsFieldsProps {
  needs: ImportNeeds;
  secrets: ImportSecrets;
  onChange: (kind: keyof ImportSecrets, file: string, value: string) => void;
  helpText: string;
  t: TranslateFn;
}

/** One group per bundle file asking for its database password and SSH tunnel secrets. */
export function ImportSecretsFields({ needs, secrets, onChange, helpText, t }: ImportSecretsFieldsProps) {
  const files = [
    ...new Set([...needs.passwords, ...needs.sshTunnelPasswords, ...needs.sshTunnelPrivateKeys, ...needs.sshTunnelPrivateKeyPasswords]),
  ];
  if (files.length === 0) return null;
  const password = (kind: keyof ImportSecrets, file: string, label: string) => (
    <PasswordField label={label} required value={secrets[kind][file] ?? ''} onChange={(value) => onChange(kind, file, value)} t={t} />
  );
  return (
    <div style={{ marginTop: '1em' }}>
      <h5>{t('Database passwords')}</h5>
      <p style={{ color: '#767676' }}>{helpText}</p>
      {files.map((file) => (
        <fieldset key={file} aria-label={file} className="ui form" style={{ border: 0, padding: 0, marginBottom: '1em' }}>
          <legend style={{ fontWeight: 'bold' }}>{file}</legend>
          {needs.passwords.includes(file) && password('passwords', file, t('Password'))}
          {needs.sshTunnelPasswords.includes(file) && password('sshTunnelPasswords', file, t('SSH Password'))}
          {needs.sshTunnelPrivateKeys.includes(file) && (
            <div className="required field">
              <label htmlFor={`ssh-key-${file}`}>
                {t('SSH Private Key')}
                <span aria-hidden="true" style={{ color: '#db2828', marginInlineStart: '0.2em' }}>
                  *
                </span>
              </label>
              <textarea
                id={`ssh-key-${file}`}
                rows={4}
                value={secrets.sshTunnelPrivateKeys[file] ?? ''}
                onChange={(event) => onChange('sshTunnelPrivateKeys', file, event.target.value)}
              />
            </div>
          )}
          {needs.sshTunnelPrivateKeyPasswords.includes(file) &&
            password('sshTunnelPrivateKeyPasswords', file, t('SSH Private Key Password'))}
        </fieldset>
      ))}
    </div>
  );
}
