import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export { DatasetEditModal } from './components/DatasetEditModal/DatasetEditModal';
export type { DatasetEditModalProps } from './components/DatasetEditModal/DatasetEditModal';
export { SwapDatasetModal } from './components/SwapDatasetModal/SwapDatasetModal';
export type { SwapDatasetModalProps } from './components/SwapDatasetModal/SwapDatasetModal';
export { DatasetSamplesModal } from './components/DatasetSamplesModal/DatasetSamplesModal';
export type { DatasetSamplesModalProps } from './components/DatasetSamplesModal/DatasetSamplesModal';

/** `/dataset/add/`: a dataset from a database table. */
export function registerDatasetEditorFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.datasetAdd, access: 'authenticated', page: lazyPage(() => import('./pages/DatasetCreatePage'), 'DatasetCreatePage') },
    registries,
  );
}
