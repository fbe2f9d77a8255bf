const FIXED_PERMISSIONS =
  "Tessera's permissions and the resources they name are defined by its code, not edited at run time: they are listed and read, never created, changed or deleted";

/**
 * Operations of Superset's reference Tessera does not serve, each with the reason. The reference
 * walk skips these and fails on any other operation only the catch-all answers.
 */
export const DELIBERATE_OMISSIONS: Record<string, string> = {
  'GET /api/v1/advanced_data_type/convert':
    "Advanced data types are behind Superset's ENABLE_ADVANCED_DATA_TYPES flag, off by default, and Tessera has no plugin registry for them",
  'GET /api/v1/advanced_data_type/types':
    "Advanced data types are behind Superset's ENABLE_ADVANCED_DATA_TYPES flag, off by default, and Tessera has no plugin registry for them",
  'DELETE /api/v1/database/{pk}/ssh_tunnel/':
    'Tessera connects to warehouses directly and stores no SSH tunnels, so there is none to delete',
  'POST /api/v1/database/{pk}/sync_permissions/':
    'Tessera grants data access by dataset and schema names it checks at query time; there is no per-database permission list to resynchronise',
  'POST /api/v1/log/': 'Client events are sent in batches to the log route Tessera serves; the single-event form is not used by the app',
  'POST /api/v1/security/permissions-resources/': FIXED_PERMISSIONS,
  'PUT /api/v1/security/permissions-resources/{pk}': FIXED_PERMISSIONS,
  'DELETE /api/v1/security/permissions-resources/{pk}': FIXED_PERMISSIONS,
  'POST /api/v1/security/resources/': FIXED_PERMISSIONS,
  'PUT /api/v1/security/resources/{pk}': FIXED_PERMISSIONS,
  'DELETE /api/v1/security/resources/{pk}': FIXED_PERMISSIONS,
};
