import 'fomantic-ui-css/semantic.min.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No StrictMode: semantic-ui-react 2 measures its popups with findDOMNode, which StrictMode rejects.
createRoot(container).render(<App store={startApp()} />);
