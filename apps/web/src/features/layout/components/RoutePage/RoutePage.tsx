import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { PageLoader } from '../PageLoader/PageLoader';

interface RoutePageProps {
  page: ComponentType;
}

/** One route's page: loaded lazily, and a crash in it stays inside it until the user navigates away. */
export function RoutePage({ page: Page }: RoutePageProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
