export { ApiClient, apiClient, CSRF_HEADER, CSRF_TOKEN_PATH, DEFAULT_TIMEOUT_MS, GUEST_TOKEN_HEADER } from './client';
export type { ApiClientSettings, HttpMethod, QueryValue, RequestOptions } from './client';
export { ApiError, toClientError } from './api-error';
export type { ClientError, SupersetErrorEntry } from './api-error';
export { parseError, parseErrorBody } from './parse-error';
export { HTTP_STATUS_TEXTS, httpStatusText } from './http-status-text';
export { encodeRison, encodeRisonUri, encodeQueryComponent } from './rison';
export { cancellable } from './cancellable';
export { explainChartDataFailure } from './chart-data-errors';
