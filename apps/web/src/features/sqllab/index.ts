import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export { sqlLabReducer, initialSqlLabState } from './sqllab.slice';
export type { SqlLabState } from './sqllab.slice';
export { sqlLabSaga } from './sqllab.saga';
export { selectSqlLab } from './sqllab.selectors';
export type { StateWithSqlLab } from './sqllab.selectors';

/** `/sqllab/` (and `?savedQueryId=`): the SQL editor with its tabs, pickers, results and history. */
export function registerSqlLabFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.sqlLab, access: 'authenticated', page: lazyPage(() => import('./pages/SqlLabPage'), 'SqlLabPage') },
    registries,
  );
  // A shared tab: the same page opens the permalink's SQL in a new tab.
  registerRoute(
    { path: `${PATHS.sqlLab}p/:key/`, access: 'authenticated', page: lazyPage(() => import('./pages/SqlLabPage'), 'SqlLabPage') },
    registries,
  );
}
