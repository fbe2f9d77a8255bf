import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/user_info/`: the signed-in user's own details, name and password. */
export function registerUserInfoFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.userInfo, access: 'authenticated', page: lazyPage(() => import('./pages/UserInfoPage'), 'UserInfoPage') },
    registries,
  );
}
