import { t } from '../../i18n';
import type { DynamicPluginStatus } from './dynamic-plugins.slice';

/** What a chart of a plugin that failed to load says instead of drawing, in the user's language. */
export function pluginLoadErrorText(plugin: Pick<DynamicPluginStatus, 'name' | 'key' | 'bundleUrl' | 'failure'>): string {
  switch (plugin.failure) {
    case 'unregistered':
      return t('The chart plugin %s could not be loaded: its bundle did not register the chart type %s.', plugin.name, plugin.key);
    case 'timeout':
      return t('The chart plugin %s could not be loaded: its bundle did not answer in time.', plugin.name);
    default:
      return t('The chart plugin %s could not be loaded: its bundle could not be fetched from %s.', plugin.name, plugin.bundleUrl);
  }
}
