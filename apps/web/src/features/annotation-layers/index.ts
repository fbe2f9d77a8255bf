import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** Settings → Manage → Annotation Layers: the layers, and each one's annotations. */
export function registerAnnotationLayersFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.annotationLayerList, access: 'authenticated', page: lazyPage(() => import('./pages/LayerListPage'), 'LayerListPage') },
    registries,
  );
  registerRoute(
    {
      path: PATHS.annotationList,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/AnnotationListPage'), 'AnnotationListPage'),
    },
    registries,
  );
}
