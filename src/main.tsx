import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// SPEC §1: the application mounts into the element with id "app".
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
