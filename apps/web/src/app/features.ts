import { registerAuthFeature } from '../features/auth';
import { registerHomeFeature } from '../features/home';
import { appRegistries, type AppRegistries } from './routes';

/** One line per feature: each adds its pages and home sections. */
const FEATURES: readonly ((registries: AppRegistries) => void)[] = [registerAuthFeature, registerHomeFeature];

export function registerFeatures(registries: AppRegistries = appRegistries): void {
  for (const register of FEATURES) register(registries);
}
