// Every virtual user logs in as its own user, so the server sees as many principals as people; the
// setup creates the missing ones as the admin through the security API and reuses those that exist.
import { resultListFailure } from './checks.mjs';

export function loadUserName(prefix, number) {
  return `${prefix}${number}`;
}

/** The user of virtual user `vu` (1-based): users are shared round-robin when there are fewer users than VUs. */
export function userOfVirtualUser(options, vu) {
  return { username: loadUserName(options.userPrefix, ((vu - 1) % options.users) + 1), password: options.userPassword };
}

async function roleIds(admin, names) {
  const answer = await admin.request({ kind: 'setup', path: '/api/v1/security/roles/', check: resultListFailure });
  if (!answer.ok) throw new Error(`Listing roles failed (${answer.failure}); is the admin user an administrator?`);
  return names.map((name) => {
    const role = answer.body.result.find((candidate) => candidate.name === name);
    if (!role) throw new Error(`There is no role named ${name}; set USER_ROLES (--user-roles)`);
    return role.id;
  });
}

async function existingUserNames(admin, prefix) {
  const names = new Set();
  for (let page = 0; ; page += 1) {
    const answer = await admin.request({
      kind: 'setup',
      path: '/api/v1/security/users/',
      query: { q: { filters: [{ col: 'username', opr: 'sw', value: prefix }], page, page_size: 100 } },
      check: resultListFailure,
    });
    if (!answer.ok) throw new Error(`Listing users failed: ${answer.failure}`);
    for (const user of answer.body.result) names.add(user.username);
    if (answer.body.result.length < 100) return names;
  }
}

/** Creates `prefix1` … `prefixN` with the load password and roles unless they exist; answers how many it created. */
export async function ensureLoadUsers(admin, options) {
  const roles = await roleIds(admin, options.userRoles);
  const existing = await existingUserNames(admin, options.userPrefix);
  let created = 0;
  for (let number = 1; number <= options.users; number += 1) {
    const username = loadUserName(options.userPrefix, number);
    if (existing.has(username)) continue;
    const answer = await admin.request({
      kind: 'setup',
      method: 'POST',
      path: '/api/v1/security/users/',
      body: {
        first_name: 'Load',
        last_name: `User ${number}`,
        username,
        email: `${username}@load.invalid`,
        password: options.userPassword,
        active: true,
        roles,
      },
      expect: [201],
    });
    if (!answer.ok) throw new Error(`Creating ${username} failed: ${answer.failure}`);
    created += 1;
  }
  return created;
}
