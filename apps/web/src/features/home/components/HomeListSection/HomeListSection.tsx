import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
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

/** A home section with tabs; each tab lists its own first page in its own store. */
export function HomeListSection<T>({ config, label }: HomeListSectionProps<T>) {
  const userId = useSelector(selectCurrentUser)?.id ?? 0;
  const tabs = useMemo(() => config.tabs(userId), [config, userId]);
  const [activeId, setActiveId] = useState(tabs[0]?.id ?? '');
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  return (
    <>
      {tabs.length > 1 && <HomeTabs tabs={tabs} active={active?.id ?? ''} onChange={setActiveId} label={label} />}
      {active && <TabList key={active.id} config={config} tab={active} />}
      {config.viewAllPath && (
        <p style={{ textAlign: 'right', marginTop: '0.5em' }}>
          <Link to={config.viewAllPath}>{t('View All »')}</Link>
        </p>
      )}
    </>
  );
}
