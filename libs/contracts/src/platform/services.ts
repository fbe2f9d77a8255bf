/** The services behind the gateway; each name is its queue group, schema owner and subject prefix. */
export const SERVICE_NAMES = ['charts', 'dashboards', 'sql', 'reports', 'logs', 'tags'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
