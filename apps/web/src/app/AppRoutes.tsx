import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AuthenticatedLayout, NotFoundPage, RoutePage } from '../features/layout';
import { PATHS, useRegistries } from '../routing';

/** Every registered page, public ones bare and the rest inside the authenticated layout. */
export function AppRoutes() {
  const { routes } = useRegistries();
  const pages = routes.list();
  const toRoute = ({ path, page }: (typeof pages)[number]): RouteObject => ({ path, element: <RoutePage page={page} /> });

  return useRoutes([
    { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
    ...pages.filter((page) => page.access === 'public').map(toRoute),
    {
      element: <AuthenticatedLayout />,
      children: [
        ...pages.filter((page) => page.access === 'authenticated').map(toRoute),
        { path: '*', element: <RoutePage page={NotFoundPage} /> },
      ],
    },
  ]);
}
