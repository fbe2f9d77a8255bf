import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type { LdapSettings } from '@tessera/platform';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { ExternalIdentity } from '../external-logins';
import { escapeDnValue, escapeFilterValue } from './ldap-escape';

const TIMEOUT_MS = 10_000;

/** An attribute's values as text (ldapts answers a string, a list, or buffers). */
function values(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key ? entry[key] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (Buffer.isBuffer(item) ? item.toString('utf8') : String(item)));
}

/**
 * Password logins against an LDAP directory (Flask-AppBuilder's AUTH_LDAP): either a direct bind
 * with the DN template, or a search for the person (anonymous or with a service account) and then a
 * bind as the DN found. After the person's bind the connection reads their name, email and groups
 * (memberOf, and/or a group search). Each login uses its own connection, closed at the end.
 */
export class LdapAuthenticator {
  private readonly tls: ConnectionOptions;

  constructor(private readonly settings: LdapSettings) {
    this.tls = {
      rejectUnauthorized: !settings.allowSelfSigned,
      ...(settings.caCertFile ? { ca: readFileSync(settings.caCertFile) } : {}),
    };
  }

  /** The person's identity, or null when the username is unknown or the password wrong. */
  async authenticate(username: string, password: string): Promise<ExternalIdentity | null> {
    // An empty password would be an unauthenticated bind, which directories accept: never a login.
    if (!password || !username.trim()) return null;
    const client = new Client({
      url: this.settings.url,
      timeout: TIMEOUT_MS,
      connectTimeout: TIMEOUT_MS,
      ...(this.settings.url.startsWith('ldaps:') ? { tlsOptions: this.tls } : {}),
    });
    try {
      if (this.settings.startTls) await client.startTLS(this.tls);
      const dn = this.settings.usernameFormat
        ? this.settings.usernameFormat.replace(/%s/g, escapeDnValue(username))
        : await this.findPerson(client, username);
      if (!dn) return null;
      try {
        await client.bind(dn, password);
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return null;
        throw error;
      }
      const entry = await this.readPerson(client, dn);
      if (!entry) return null;
      return { profile: this.profileOf(entry, username), groups: await this.groupsOf(client, entry, username) };
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  /** Search-then-bind: the DN of the one person with this username, or null. */
  private async findPerson(client: Client, username: string): Promise<string | null> {
    const { bindUser, bindPassword, search } = this.settings;
    if (bindUser) await client.bind(bindUser, bindPassword);
    const { searchEntries } = await client.search(search ?? '', {
      scope: 'sub',
      filter: this.personFilter(username),
      attributes: ['dn'],
      sizeLimit: 2,
    });
    return searchEntries.length === 1 ? searchEntries[0].dn : null;
  }

  private personFilter(username: string): string {
    const uid = `(${this.settings.uidField}=${escapeFilterValue(username)})`;
    return this.settings.searchFilter ? `(&${uid}${this.settings.searchFilter})` : uid;
  }

  /** The person's own entry, read as themselves (with the extra filter checked for direct binds too). */
  private async readPerson(client: Client, dn: string): Promise<Entry | null> {
    const { firstNameField, lastNameField, emailField, groupField, uidField } = this.settings;
    const { searchEntries } = await client.search(dn, {
      scope: 'base',
      filter: this.settings.searchFilter ?? '(objectClass=*)',
      attributes: [uidField, firstNameField, lastNameField, emailField, ...(groupField ? [groupField] : [])],
    });
    return searchEntries[0] ?? null;
  }

  private profileOf(entry: Entry, username: string): ExternalIdentity['profile'] {
    const { firstNameField, lastNameField, emailField } = this.settings;
    return {
      username,
      firstName: (values(entry, firstNameField)[0] ?? username).slice(0, 64),
      lastName: (values(entry, lastNameField)[0] ?? '').slice(0, 64),
      email: values(entry, emailField)[0] ?? '',
    };
  }

  /** Group DNs from memberOf and from the group search, each once. */
  private async groupsOf(client: Client, entry: Entry, username: string): Promise<string[]> {
    const groups = new Set(this.settings.groupField ? values(entry, this.settings.groupField) : []);
    if (this.settings.groupSearch) {
      const filter = this.settings.groupSearchFilter
        .replace(/\{dn\}/g, escapeFilterValue(entry.dn))
        .replace(/\{username\}/g, escapeFilterValue(username));
      const { searchEntries } = await client.search(this.settings.groupSearch, { scope: 'sub', filter, attributes: ['dn'] });
      for (const group of searchEntries) groups.add(group.dn);
    }
    return [...groups];
  }
}
