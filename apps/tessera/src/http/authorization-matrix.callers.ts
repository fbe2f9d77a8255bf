import { ApiSession } from '../testing/http-test-app';
import { roleIds } from './sqllab-test-support';
import { eventually } from '../testing/eventually';

/** The kinds of caller the authorization matrix checks every route for. */
export const CALLER_KINDS = ['anonymous', 'public', 'gamma', 'gammaDataset', 'sqlLab', 'alpha', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The kinds of caller that are users holding roles other than Admin. */
export type UserCallerKind = Exclude<CallerKind, 'anonymous' | 'admin'>;

/** One client the matrix calls every route as, under the name its differences are reported with. */
export interface MatrixCaller {
  kind: CallerKind;
  name: string;
  session: ApiSession;
}

/** The role granting `datasource_access` on the matrix's granted dataset. */
export const datasetReaderRole = (suffix: string) => `Matrix dataset reader ${suffix}`;

/** Each built-in role a test user holds, by caller kind; the dataset role is added where it says so. */
export const USERS: Record<UserCallerKind, { roles: string[]; withDataset: boolean }> = {
  public: { roles: ['Public'], withDataset: false },
  gamma: { roles: ['Gamma'], withDataset: false },
  gammaDataset: { roles: ['Gamma'], withDataset: true },
  sqlLab: { roles: ['Gamma', 'sql_lab'], withDataset: true },
  alpha: { roles: ['Alpha'], withDataset: false },
};

/** The id of the `datasource_access` permission view of a dataset, once the gateway has heard of the dataset. */
async function datasourceAccessView(admin: ApiSession, datasetId: number): Promise<number> {
  const q = encodeURIComponent(`(filter:'(id:${datasetId})',page_size:100)`);
  const views = await eventually(
    async () =>
      (await admin.get(`/api/v1/security/permissions-resources/?q=${q}`)).body.result as {
        id: number;
        permission: { name: string };
        view_menu: { name: string };
      }[],
    (found) => found.some((view) => view.permission.name === 'datasource_access'),
  );
  const view = views.find(
    (candidate) => candidate.permission.name === 'datasource_access' && candidate.view_menu.name.endsWith(`(id:${datasetId})`),
  );
  if (!view) throw new Error(`no datasource_access view appeared for dataset ${datasetId}`);
  return view.id;
}

/**
 * One logged-in client per caller kind, every grant made through the API as an administrator would:
 * a role with `datasource_access` on one dataset, and users holding the built-in roles.
 */
export async function createCallers(
  baseUrl: string,
  admin: ApiSession,
  grantedDatasetId: number,
  suffix: string,
): Promise<Record<CallerKind, ApiSession>> {
  const role = await admin.post('/api/v1/security/roles/', { name: datasetReaderRole(suffix) });
  if (role.status !== 201) throw new Error(`creating the dataset role answered ${role.status}`);
  const grant = await admin.post(`/api/v1/security/roles/${role.body.id}/permissions`, {
    permission_view_menu_ids: [await datasourceAccessView(admin, grantedDatasetId)],
  });
  if (grant.status !== 200) throw new Error(`granting the dataset answered ${grant.status}`);
  const roleId = await roleIds(admin);
  const sessions: Partial<Record<CallerKind, ApiSession>> = { anonymous: new ApiSession(baseUrl), admin };
  for (const [kind, user] of Object.entries(USERS) as [keyof typeof USERS, (typeof USERS)[keyof typeof USERS]][]) {
    const username = `matrix_${kind}_${suffix}`.toLowerCase();
    const roles = [...user.roles.map(roleId), ...(user.withDataset ? [role.body.id] : [])];
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Matrix',
      last_name: kind,
      username,
      email: `${username}@example.com`,
      password: 'matrix-pw',
      roles,
    });
    if (created.status !== 201) throw new Error(`creating the ${kind} user answered ${created.status}: ${JSON.stringify(created.body)}`);
    sessions[kind] = await ApiSession.login(baseUrl, username, 'matrix-pw');
  }
  return sessions as Record<CallerKind, ApiSession>;
}
