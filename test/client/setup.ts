import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy…/waitFor wait for what a user waits for; 1 s (the library's default) is too short for a
// lazy screen to load on a busy 2-core machine, where sign-out → sign-in page flaked. A test that
// passes waits no longer; only a failure takes the full time.
configure({ asyncUtilTimeout: 10_000 });
