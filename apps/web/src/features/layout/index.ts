import { lazyPage } from '../../routing';

export { AuthenticatedLayout } from './components/AuthenticatedLayout/AuthenticatedLayout';
export { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
export { PageLoader } from './components/PageLoader/PageLoader';
export { RoutePage } from './components/RoutePage/RoutePage';

/** Shown for any address no feature has registered. */
export const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
