import type { ApiKeyCreatedView, ApiKeyCreateFields, ApiKeyView, MeUpdateFields, MeView } from '@tessera/contracts/web';
import { apiClient } from '../../api';

export async function fetchMe(): Promise<MeView> {
  return (await apiClient.get<{ result: MeView }>('/api/v1/me/')).result;
}

/** `PUT /api/v1/me/`: the caller's own name or password (a new password keeps this browser signed in). */
export async function updateMe(fields: MeUpdateFields): Promise<void> {
  await apiClient.put<unknown>('/api/v1/me/', fields);
}

/** The caller's own personal API keys (never their secrets). */
export async function fetchApiKeys(): Promise<ApiKeyView[]> {
  return (await apiClient.get<{ result: ApiKeyView[] }>('/api/v1/me/api_keys/')).result;
}

/** Creates a key; the answer is the only time its secret is ever sent. */
export async function createApiKey(fields: ApiKeyCreateFields): Promise<ApiKeyCreatedView> {
  return (await apiClient.post<{ result: ApiKeyCreatedView }>('/api/v1/me/api_keys/', fields)).result;
}

export async function revokeApiKey(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/api/v1/me/api_keys/${id}`);
}
