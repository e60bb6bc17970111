import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createConsoleRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Made once, outside React: StrictMode runs state initialisers twice, and a router listens to the history.
const router = createConsoleRouter();

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
