import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { ErrorAlert } from '@tessera/ui';
import { t } from '../../../i18n';
import {
  dashboardLeft,
  dashboardRequested,
  DashboardUiConfigProvider,
  parseUrlUiConfig,
  selectDashboardState,
  type DashboardUiConfig,
  type UrlUiConfig,
} from '../../dashboard';
import { PageLoader } from '../../layout';
import type { EmbeddedHostChannel } from '../embedded-comms';
import { useDataMaskObserver } from '../use-data-mask-observer';
import { useGuestSession } from '../use-guest-session';

/**
 * The shared dashboard view as a guest sees it, with the SDK's display flags; collapsed filters get
 * a toggle, and with emit data masks the host hears of every filter change.
 */
function EmbeddedDashboard({
  uiConfig,
  emitToHost,
  view: DashboardView,
}: {
  uiConfig: UrlUiConfig;
  emitToHost: EmbeddedHostChannel['emit'];
  view: ComponentType;
}) {
  const [filtersOpen, setFiltersOpen] = useState(uiConfig.expandFilters);
  const hasFilters = useSelector(selectDashboardState).filters.length > 0;
  useDataMaskObserver(emitToHost, uiConfig.emitDataMasks);
  const dashboardUiConfig = useMemo(
    (): DashboardUiConfig => ({
      hideTitle: uiConfig.hideTitle,
      hideTab: uiConfig.hideTab,
      hideChartControls: uiConfig.hideChartControls,
      emitDataMasks: uiConfig.emitDataMasks,
      showFilters: uiConfig.showFilters,
      expandFilters: filtersOpen,
      isGuest: true,
    }),
    [uiConfig, filtersOpen],
  );
  return (
    <div style={{ padding: 16 }}>
      {uiConfig.showFilters && hasFilters && (
        <Button
          type="button"
          basic
          size="small"
          icon="filter"
          aria-expanded={filtersOpen}
          content={filtersOpen ? t('Hide filters') : t('Show filters')}
          onClick={() => setFiltersOpen((open) => !open)}
          style={{ marginBottom: 8 }}
        />
      )}
      <DashboardUiConfigProvider value={dashboardUiConfig}>
        <DashboardView />
      </DashboardUiConfigProvider>
    </div>
  );
}

/**
 * `/embedded/{uuid}`: a dashboard inside a host page's iframe (`@superset-ui/embedded-sdk`). It has
 * no session: every call carries the guest token the host sends, and there is no app navigation.
 * `view` is the dashboard feature's view, loaded beside this page's chunk (see `../index.ts`).
 */
export function EmbeddedPage({ view }: { view: ComponentType }) {
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const uiConfig = useMemo(() => parseUrlUiConfig(searchParams), [searchParams]);
  const { tokenStatus, dashboardId, error, generation, emitToHost } = useGuestSession(uuid);
  const dispatch = useDispatch();

  useEffect(() => {
    if (dashboardId === null) return;
    dispatch(dashboardRequested({ idOrSlug: dashboardId, asGuest: true }));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, dashboardId, generation]);

  if (tokenStatus === 'missing') {
    return (
      <ErrorAlert
        title={t('Guest token missing')}
        message={t('This dashboard can only be viewed embedded in a host application that provides a guest token.')}
        t={t}
      />
    );
  }
  if (tokenStatus === 'expired') {
    return (
      <ErrorAlert
        title={t('Guest token expired')}
        message={t('The guest token of this embedded dashboard has expired or is no longer valid. Reload the page to continue.')}
        t={t}
      />
    );
  }
  if (error !== null) return <ErrorAlert title={t('The embedded dashboard could not be loaded')} message={error} t={t} />;
  if (dashboardId === null) return <PageLoader />;
  return <EmbeddedDashboard uiConfig={uiConfig} emitToHost={emitToHost} view={view} />;
}
