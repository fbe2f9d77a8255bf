import 'fomantic-ui-css/semantic.min.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start-app';
import { localeApplied } from './features/language';
import { applyPageLocale } from './i18n/page-locale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The served page names the user's language: its texts load while the app starts, and the first render is
// already in it (rather than English until the bootstrap answers).
const pageLocale = applyPageLocale().catch(() => null);
const store = startApp();
void pageLocale.then((locale) => {
  if (locale) store.dispatch(localeApplied(locale));
  // No StrictMode: semantic-ui-react 2 measures its popups with findDOMNode, which StrictMode rejects.
  createRoot(container).render(<App store={store} />);
});
