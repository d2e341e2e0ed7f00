import { render, screen, waitFor } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { afterFirstAnswer, holdUntilFirstAnswer } from '../providers/firstAnswer';
import { Home } from './Home';

describe('Home', () => {
  it('lets the bell and realtime go at once: it asks for no list or record they would wait for', async () => {
    holdUntilFirstAnswer(); // as a page load with a stored session does
    let released = false;
    void afterFirstAnswer().then(() => (released = true));
    render(
      <TestAdmin>
        <Home />
      </TestAdmin>,
    );
    await screen.findByRole('heading', { level: 1 });
    // Well before the 3 s a screen without answers would otherwise hold them.
    await waitFor(() => expect(released).toBe(true), { timeout: 1000 });
  });
});
