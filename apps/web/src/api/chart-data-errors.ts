import { t } from '../i18n';
import { ApiError } from './api-error';
import { httpStatusText } from './http-status-text';

/**
 * A chart-data call that failed with a status other than 200/202 and no error of Superset's shape in
 * the answer (a proxy's 502/503, an empty 500) says so in the spec's words, naming the status, instead
 * of the bare status text; answers that carry the server's own error keep it.
 */
export function explainChartDataFailure(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { status, errors, message } = error.detail;
  if (status === undefined || status === 0 || errors.length > 0) return error;
  if (message !== httpStatusText(status) && message !== t('An error occurred')) return error;
  return new ApiError({
    ...error.detail,
    message: t('Received unexpected response status (%s) while fetching chart data', String(status)),
  });
}
