import { defineRequest } from '../bus/descriptor';
import { EmptyRequest } from '../rest/list-query.dto';

/** Whether the example data, datasets, charts and dashboards of a first start are still being loaded. */
export interface ExamplesStatusReply {
  /** True while a replica loads them: lists are still empty or partial, and fill as the load goes on. */
  loading: boolean;
}

/** Asked by the gateway for `GET /api/v1/common/examples_status`; answered by the chart-data service, which loads them. */
export const ExamplesStatusLookup = defineRequest<EmptyRequest, ExamplesStatusReply>('charts.examples.status', EmptyRequest, null);
