import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';

// SPEC §1: the application mounts into the element with id "app". Root shows the light sign-in
// page or loads the admin, so the sign-in page loads at most 200 KB of script.
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
