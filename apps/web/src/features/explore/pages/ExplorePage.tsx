import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Grid, Message, Segment } from 'semantic-ui-react';
import { EmptyState, ErrorAlert, Loading, type SelectOptionsLoader } from '@tessera/ui';
import type { ContextMenuEvent } from '@tessera/viz';
import { PATHS } from '../../../routing';
import { t } from '../../../i18n';
import { ChartActionsMenu, DrillContextMenu } from '../../chart-actions';
import { ReportHeaderMenu } from '../../reports';
import { DownloadMenu } from '../components/DownloadMenu/DownloadMenu';
import { ChartArea } from '../components/ChartArea/ChartArea';
import { ControlPanel } from '../components/ControlPanel/ControlPanel';
import { DatasourcePanel } from '../components/DatasourcePanel/DatasourcePanel';
import { ExploreHeader } from '../components/ExploreHeader/ExploreHeader';
import { SaveModal } from '../components/SaveModal/SaveModal';
import { searchDashboards } from '../explore.api';
import { exploreSearch, hasExploreSource, parseExploreParams, sameParams } from '../explore-params';
import { selectControlChanges, selectControlErrors, selectExplore, selectMaxRowLimit } from '../explore.selectors';
import {
  chartRenderFailed,
  chartRenderSucceeded,
  chartStopRequested,
  chartUpdateRequested,
  controlChanged,
  datasourceReloadRequested,
  exploreClosed,
  favoriteToggleRequested,
  loadRequested,
  saveModalClosed,
  saveModalOpened,
  saveRequested,
  titleEdited,
  vizTypeChanged,
} from '../explore.slice';

const loadDashboards: SelectOptionsLoader<number | string> = async (search, page, pageSize) => {
  const { result, count } = await searchDashboards(search, page, pageSize);
  return { data: result.map((dashboard) => ({ value: dashboard.id, label: dashboard.dashboard_title })), totalCount: count };
};

/** `/explore/`: the dataset, the chart's controls and the chart, for a saved chart or a dataset. */
export function ExplorePage() {
  const dispatch = useDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const explore = useSelector(selectExplore);
  const changes = useSelector(selectControlChanges);
  const errors = useSelector(selectControlErrors);
  const maxRowLimit = useSelector(selectMaxRowLimit);
  const params = useMemo(() => parseExploreParams(location.search), [location.search]);
  const { status, formData, datasource, slice, chart, save, permissions } = explore;
  const chartBox = useRef<HTMLDivElement>(null);
  const [drillEvent, setDrillEvent] = useState<ContextMenuEvent | null>(null);

  useEffect(() => {
    if (hasExploreSource(params) && !sameParams(explore.loadedFrom, params)) dispatch(loadRequested(params));
  }, [params]);

  useEffect(() => () => void dispatch(exploreClosed()), []);

  // The address follows what is open: a chart saved as new, the key of the form data last run.
  // A run that replaces one key with another is a new history entry, so back and forward step between runs.
  useEffect(() => {
    const { loadedFrom } = explore;
    if (status !== 'loaded' || !loadedFrom || sameParams(loadedFrom, params)) return;
    const newRun = Boolean(params.formDataKey && loadedFrom.formDataKey && params.formDataKey !== loadedFrom.formDataKey);
    navigate(`${PATHS.explore}${exploreSearch(loadedFrom)}`, { replace: !newRun });
  }, [explore.loadedFrom, status]);

  // 'Save & go to dashboard': the chart is saved on the dashboard, which opens next.
  const openDashboardId = explore.save.openDashboardId;
  useEffect(() => {
    if (openDashboardId !== null) navigate(PATHS.dashboard.replace(':idOrSlug', String(openDashboardId)));
  }, [openDashboardId]);

  const onRendered = useCallback(() => dispatch(chartRenderSucceeded()), [dispatch]);
  const onRenderError = useCallback((message: string) => dispatch(chartRenderFailed({ message })), [dispatch]);
  const onDatasourceChange = useCallback((id: number) => dispatch(datasourceReloadRequested({ id })), [dispatch]);

  if (!hasExploreSource(params)) {
    return (
      <EmptyState
        title={t('Nothing to explore')}
        description={t('Open a chart, or a dataset to build a chart from.')}
        icon="chart bar"
        t={t}
      />
    );
  }
  if (status === 'failed') return <ErrorAlert message={explore.loadError?.message} t={t} />;
  if (status !== 'loaded' || !formData || !datasource) return <Loading text={t('Loading...')} t={t} />;

  const invalid = Object.keys(errors).length > 0;
  const running = chart.status === 'loading';
  const canSave = (permissions.canAdd || (slice !== null && permissions.canOverwrite)) && !invalid;
  const chartName = explore.sliceName || t('Chart');

  return (
    <div>
      <ExploreHeader
        sliceName={explore.sliceName}
        canEditTitle={slice === null || permissions.canOverwrite}
        changes={changes}
        canSave={canSave}
        chart={
          slice && {
            id: slice.slice_id,
            starred: explore.starred,
            certifiedBy: slice.certified_by,
            certificationDetails: slice.certification_details,
            owners: explore.owners,
          }
        }
        onTitleChange={(title) => dispatch(titleEdited(title))}
        onFavoriteToggle={(starred) => dispatch(favoriteToggleRequested(starred))}
        onSave={() => dispatch(saveModalOpened())}
      >
        {slice && <ReportHeaderMenu kind="chart" id={slice.slice_id} name={slice.slice_name} />}
        {permissions.canDownload && <DownloadMenu formData={formData} disabled={invalid} />}
        <ChartActionsMenu
          label={t('More options for %s', chartName)}
          chartName={chartName}
          formData={chart.latestQueryFormData ?? formData}
          getChartElement={() => chartBox.current}
          rendered={chart.status === 'rendered'}
          canDownload={permissions.canDownload}
          onForceRefresh={() => dispatch(chartUpdateRequested({ force: true }))}
        />
      </ExploreHeader>
      {explore.message && <Message info content={explore.message} />}
      {/* The dataset panel takes a quarter, as wide as the controls: in three sixteenths its search field cuts its own placeholder. */}
      <Grid stackable>
        <Grid.Column width={4}>
          <Segment>
            <DatasourcePanel datasource={datasource} onDatasourceChange={onDatasourceChange} />
          </Segment>
        </Grid.Column>
        <Grid.Column width={4}>
          <Segment>
            <ControlPanel
              formData={formData}
              datasource={datasource}
              maxRowLimit={maxRowLimit}
              onChange={(name, value) => dispatch(controlChanged({ name, value }))}
              onVizTypeChange={(vizType) => dispatch(vizTypeChanged(vizType))}
            />
            {running ? (
              <Button type="button" fluid color="red" icon="stop" content={t('Stop')} onClick={() => dispatch(chartStopRequested())} />
            ) : (
              <Button
                type="button"
                fluid
                primary
                icon="refresh"
                content={t('Update chart')}
                disabled={invalid}
                onClick={() => dispatch(chartUpdateRequested())}
              />
            )}
          </Segment>
        </Grid.Column>
        <Grid.Column width={8}>
          <Segment>
            <div ref={chartBox}>
              <ChartArea
                chart={chart}
                formData={formData}
                datasource={datasource}
                onRendered={onRendered}
                onRenderError={onRenderError}
                onContextMenu={setDrillEvent}
              />
            </div>
          </Segment>
          <DrillContextMenu
            chartName={chartName}
            formData={chart.latestQueryFormData ?? formData}
            event={drillEvent}
            onClose={() => setDrillEvent(null)}
          />
        </Grid.Column>
      </Grid>
      {save.modalOpen && (
        <SaveModal
          sliceName={explore.sliceName}
          canOverwrite={slice !== null && permissions.canOverwrite}
          saving={save.saving}
          error={save.error}
          loadDashboards={loadDashboards}
          onSave={(request) => dispatch(saveRequested(request))}
          onCancel={() => dispatch(saveModalClosed())}
        />
      )}
    </div>
  );
}
