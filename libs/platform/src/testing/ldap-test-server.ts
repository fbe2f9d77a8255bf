import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawned-process';

const run = promisify(execFile);

export const LDAP_SUFFIX = 'dc=example,dc=org';
export const LDAP_ADMIN_DN = `cn=admin,${LDAP_SUFFIX}`;
export const LDAP_ADMIN_PASSWORD = 'directory-admin-secret';

/** A real OpenLDAP server (Debian's slapd) on a free local port, with a scratch configuration and database. */
export interface LdapTestServer {
  url: string;
  /** Adds or modifies entries as the directory's administrator (`ldapadd` / `ldapmodify` LDIF). */
  add(ldif: string): Promise<void>;
  modify(ldif: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

/** Configuration with the memberOf overlay, so people carry the DNs of the groupOfNames they are in. */
function slapdConf(dir: string): string {
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    'include /etc/ldap/schema/nis.schema',
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    `pidfile ${dir}/slapd.pid`,
    'database mdb',
    'maxsize 10485760',
    `suffix "${LDAP_SUFFIX}"`,
    `rootdn "${LDAP_ADMIN_DN}"`,
    `rootpw ${LDAP_ADMIN_PASSWORD}`,
    `directory ${dir}/data`,
    'overlay memberof',
    'access to attrs=userPassword by anonymous auth by self write by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

const BASE_LDIF = `dn: ${LDAP_SUFFIX}
objectClass: dcObject
objectClass: organization
o: Example
dc: example

dn: ou=people,${LDAP_SUFFIX}
objectClass: organizationalUnit
ou: people

dn: ou=groups,${LDAP_SUFFIX}
objectClass: organizationalUnit
ou: groups
`;

/** Starts slapd (from `/usr/sbin`, installed by `.ci/run`) with the base entries; `ldif` adds the test's people and groups. */
export async function startLdapTestServer(ldif: string): Promise<LdapTestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-slapd-'));
  await mkdir(path.join(dir, 'data'));
  await writeFile(path.join(dir, 'slapd.conf'), slapdConf(dir));
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('/usr/sbin/slapd', ['-f', path.join(dir, 'slapd.conf'), '-h', `${url}/`, '-d', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForPort(port, child, () => output);
  const ldapTool = async (tool: 'ldapadd' | 'ldapmodify', text: string) => {
    const file = path.join(dir, `change-${Date.now()}-${Math.random().toString(36).slice(2)}.ldif`);
    await writeFile(file, text);
    await run(`/usr/bin/${tool}`, ['-x', '-H', url, '-D', LDAP_ADMIN_DN, '-w', LDAP_ADMIN_PASSWORD, '-f', file]);
  };
  await ldapTool('ldapadd', `${BASE_LDIF}\n${ldif}`);
  return {
    url,
    add: (text) => ldapTool('ldapadd', text),
    modify: (text) => ldapTool('ldapmodify', text),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** LDIF of an inetOrgPerson under ou=people. */
export function personLdif(uid: string, password: string, givenName: string, sn: string): string {
  return `dn: uid=${uid},ou=people,${LDAP_SUFFIX}
objectClass: inetOrgPerson
uid: ${uid}
cn: ${givenName} ${sn}
givenName: ${givenName}
sn: ${sn}
mail: ${uid}@example.org
userPassword: ${password}
`;
}

/** LDIF of a groupOfNames under ou=groups with these people (uids) as members. */
export function groupLdif(cn: string, uids: string[]): string {
  return [
    `dn: cn=${cn},ou=groups,${LDAP_SUFFIX}`,
    'objectClass: groupOfNames',
    `cn: ${cn}`,
    ...uids.map((uid) => `member: ${personDn(uid)}`),
    '',
  ].join('\n');
}

export const personDn = (uid: string) => `uid=${uid},ou=people,${LDAP_SUFFIX}`;
export const groupDn = (cn: string) => `cn=${cn},ou=groups,${LDAP_SUFFIX}`;
