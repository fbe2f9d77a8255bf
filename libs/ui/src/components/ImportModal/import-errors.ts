import type { SupersetError } from '../ErrorAlert/error-panel.types';

/** Server messages that ask for secrets the export bundle could not carry. */
export const IMPORT_SECRET_MESSAGES = {
  password: 'Must provide a password for the database',
  sshTunnelPassword: 'Must provide a password for the ssh tunnel',
  sshTunnelPrivateKey: 'Must provide a private key for the ssh tunnel',
  sshTunnelPrivateKeyPassword: 'Must provide a private key password for the ssh tunnel',
} as const;

/** The part of the message saying an imported item exists and may only be replaced with `overwrite=true`. */
export const ALREADY_EXISTS_MESSAGE = 'already exists and `overwrite=true` was not passed';

export type ImportSecretKind = keyof typeof IMPORT_SECRET_MESSAGES;

/** What a failed import asks of the user: secrets per bundle file, overwrite confirmation, or nothing (terminal). */
export interface ImportNeeds {
  passwords: string[];
  sshTunnelPasswords: string[];
  sshTunnelPrivateKeys: string[];
  sshTunnelPrivateKeyPasswords: string[];
  alreadyExists: string[];
  /** Messages of an error the user cannot fix in the dialog; null when the dialog can ask for what is missing. */
  terminalMessages: string[] | null;
}

/** How `onImport` may reject: the server's `errors` envelope, the list itself, or a plain message. */
export type ImportFailure = { errors?: SupersetError[]; message?: string } | SupersetError[] | Error | string;

function strings(payload: unknown): string[] {
  if (typeof payload === 'string') return [payload];
  if (Array.isArray(payload)) return payload.flatMap(strings);
  if (payload && typeof payload === 'object') return Object.values(payload).flatMap(strings);
  return [];
}

const SECRET_KINDS = Object.keys(IMPORT_SECRET_MESSAGES) as ImportSecretKind[];

function recognised(payload: unknown): boolean {
  const texts = strings(payload);
  return (
    texts.length > 0 &&
    texts.every((text) => text.includes(ALREADY_EXISTS_MESSAGE) || SECRET_KINDS.some((kind) => text === IMPORT_SECRET_MESSAGES[kind]))
  );
}

/** Files (keys of `extra`) whose payload contains `predicate`-matching text. */
function filesWhere(errors: readonly SupersetError[], predicate: (text: string) => boolean): string[] {
  const files = new Set<string>();
  for (const error of errors) {
    for (const [file, payload] of Object.entries(error.extra ?? {})) {
      if (file !== 'issue_codes' && strings(payload).some(predicate)) files.add(file);
    }
  }
  return [...files];
}

function errorsOf(failure: ImportFailure): SupersetError[] | null {
  if (Array.isArray(failure)) return failure;
  if (typeof failure === 'object' && failure !== null && 'errors' in failure && Array.isArray(failure.errors)) return failure.errors;
  return null;
}

function messageOf(failure: ImportFailure): string {
  if (typeof failure === 'string') return failure;
  if (failure instanceof Error) return failure.message;
  if (!Array.isArray(failure) && typeof failure.message === 'string') return failure.message;
  return '';
}

/**
 * Reads a rejected import: which files need a database password or SSH secrets, which items already
 * exist, or (when anything else went wrong) the messages to show.
 */
export function parseImportFailure(failure: ImportFailure): ImportNeeds {
  const errors = errorsOf(failure);
  const none = { passwords: [], sshTunnelPasswords: [], sshTunnelPrivateKeys: [], sshTunnelPrivateKeyPasswords: [], alreadyExists: [] };
  if (!errors || errors.length === 0) return { ...none, terminalMessages: [messageOf(failure)].filter(Boolean) };
  const terminal = errors.some((error) => {
    const entries = Object.entries(error.extra ?? {}).filter(([key]) => key !== 'issue_codes');
    return entries.length === 0 || !entries.every(([, payload]) => recognised(payload));
  });
  if (terminal) return { ...none, terminalMessages: errors.map((error) => error.message) };
  const secretFiles = (kind: ImportSecretKind) => filesWhere(errors, (text) => text === IMPORT_SECRET_MESSAGES[kind]);
  return {
    passwords: secretFiles('password'),
    sshTunnelPasswords: secretFiles('sshTunnelPassword'),
    sshTunnelPrivateKeys: secretFiles('sshTunnelPrivateKey'),
    sshTunnelPrivateKeyPasswords: secretFiles('sshTunnelPrivateKeyPassword'),
    alreadyExists: filesWhere(errors, (text) => text.includes(ALREADY_EXISTS_MESSAGE)),
    terminalMessages: null,
  };
}
