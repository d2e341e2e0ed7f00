import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Clicks the form's save button once it can be clicked, as a user waits for it: react-admin
 * disables it while the form validates or saves, and a click then fails (a busy machine made a
 * screen test click it too soon).
 */
export const clickSave = async (actor: ReturnType<typeof userEvent.setup>, name = 'Guardar') => {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await actor.click(screen.getByRole('button', { name }));
};
