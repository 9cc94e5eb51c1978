import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createServices } from './App';
import { readConfig } from './config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const services = createServices(readConfig(import.meta.env));

createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
