import { apiClient, cancellable } from '../../api';

interface ExamplesStatusResponse {
  result: { loading: boolean };
}

/** Whether the first start's examples are still being loaded (`GET /api/v1/common/examples_status`). */
export function fetchExamplesLoading(): Promise<boolean> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<ExamplesStatusResponse>('/api/v1/common/examples_status', { signal });
    return result.loading === true;
  });
}
