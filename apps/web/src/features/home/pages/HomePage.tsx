import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Header, Segment } from 'semantic-ui-react';
import { useRegistries } from '../../../routing';
import { t } from '../../../i18n';
import { selectUserDisplayName } from '../../auth';
import { ExamplesLoadingNotice, selectFinishedExampleLoads } from '../../examples';
import { ErrorBoundary, PageLoader } from '../../layout';
import { HomeEmptyState } from '../components/HomeEmptyState/HomeEmptyState';
import { homeSectionTitle } from '../home-section-titles';

/** `/superset/welcome/`: a greeting and the sections other features contribute. */
export function HomePage() {
  const name = useSelector(selectUserDisplayName);
  const { homeSections } = useRegistries();
  const sections = homeSections.list();
  // Once examples that were loading are in, the sections mount afresh and list them.
  const finishedLoads = useSelector(selectFinishedExampleLoads);

  return (
    <>
      <Header as="h1">{t('Welcome, %s', name)}</Header>
      <ExamplesLoadingNotice />
      {sections.length === 0 ? (
        <HomeEmptyState />
      ) : (
        sections.map(({ id, component: Section }) => (
          <Segment key={`${id}-${finishedLoads}`} as="section" aria-label={homeSectionTitle(id)}>
            <Header as="h2">{homeSectionTitle(id)}</Header>
            <ErrorBoundary>
              <Suspense fallback={<PageLoader />}>
                <Section />
              </Suspense>
            </ErrorBoundary>
          </Segment>
        ))
      )}
    </>
  );
}
