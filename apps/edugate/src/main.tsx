import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readConfig } from './config';
import { prefetch } from './routes';
import { createServices, loadDataLayer } from './services';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

try {
  // Starts loading the Firebase SDK in the background; the first page does not wait for it.
  const services = createServices(readConfig(import.meta.env));
  // The first page's chunk and the data layer download side by side while React starts.
  prefetch(window.location.pathname);
  void loadDataLayer().catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
} catch (error) {
  // A broken build configuration: say so rather than leave a blank page.
  root.textContent = 'EduGate could not start. Please reload the page, or try again later.';
  throw error;
}
