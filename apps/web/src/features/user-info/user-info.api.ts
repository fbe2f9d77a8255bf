import type { MeUpdateFields, MeView } from '@tessera/contracts/web';
import { apiClient } from '../../api';

export async function fetchMe(): Promise<MeView> {
  return (await apiClient.get<{ result: MeView }>('/api/v1/me/')).result;
}

/** `PUT /api/v1/me/`: the caller's own name or password (a new password keeps this browser signed in). */
export async function updateMe(fields: MeUpdateFields): Promise<void> {
  await apiClient.put<unknown>('/api/v1/me/', fields);
}
