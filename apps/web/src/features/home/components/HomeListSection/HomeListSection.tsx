import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Loader } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectCurrentUser } from '../../../auth';
import { listPageStoreOptions, PageStoreProvider } from '../../../resource-list';
import type { HomeListConfig, HomeTab } from '../../home-list.types';
import { HomeCardGrid } from '../HomeCardGrid/HomeCardGrid';
import { HomeTabs } from '../HomeTabs/HomeTabs';

export interface HomeListSectionProps<T> {
  config: HomeListConfig<T>;
  /** Names the tab strip for assistive technology ('Charts'). */
  label: string;
}

function TabList<T>({ config, tab }: { config: HomeListConfig<T>; tab: HomeTab }) {
  const options = useMemo(() => listPageStoreOptions(config.resource(tab)), [config, tab]);
  return (
    <PageStoreProvider options={options}>
      <HomeCardGrid toCard={config.toCard} sortColumn={config.sortColumn} pageSize={config.pageSize} emptyText={tab.emptyText} />
    </PageStoreProvider>
  );
}

const PROBE = { pageIndex: 0, pageSize: 1, sortBy: [], filters: [] };

/**
 * The tab a section opens on: the first that lists anything (a new user has no favourites, so the
 * examples under 'Other' show instead of an empty tab), else the first. Null while asking.
 */
function useFirstTabWithContent<T>(config: HomeListConfig<T>, tabs: readonly HomeTab[]): string | null {
  const [first, setFirst] = useState<string | null>(tabs.length > 1 ? null : (tabs[0]?.id ?? ''));
  useEffect(() => {
    if (tabs.length <= 1) return undefined;
    let current = true;
    Promise.all(
      tabs.map((tab) =>
        config
          .resource(tab)
          .fetchPage(PROBE)
          .then((page) => page.count > 0 || page.rows.length > 0)
          .catch(() => false),
      ),
    ).then((filled) => {
      if (current) setFirst(tabs[filled.indexOf(true)]?.id ?? tabs[0]?.id ?? '');
    });
    return () => {
      current = false;
    };
  }, [config, tabs]);
  return first;
}

/** A home section with tabs; each tab lists its own first page in its own store. */
export function HomeListSection<T>({ config, label }: HomeListSectionProps<T>) {
  const userId = useSelector(selectCurrentUser)?.id ?? 0;
  const tabs = useMemo(() => config.tabs(userId), [config, userId]);
  const [chosenId, setActiveId] = useState<string | null>(null);
  const firstWithContent = useFirstTabWithContent(config, tabs);
  const activeId = chosenId ?? firstWithContent;
  const active = activeId === null ? undefined : (tabs.find((tab) => tab.id === activeId) ?? tabs[0]);
  return (
    <>
      {tabs.length > 1 && <HomeTabs tabs={tabs} active={active?.id ?? ''} onChange={setActiveId} label={label} />}
      {!active && <Loader active inline="centered" content={t('Loading...')} />}
      {active && <TabList key={active.id} config={config} tab={active} />}
      {config.viewAllPath && (
        <p style={{ textAlign: 'end', marginTop: '0.5em' }}>
          <Link to={config.viewAllPath}>{t('View All »')}</Link>
        </p>
      )}
    </>
  );
}
