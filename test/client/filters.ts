import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Shows one of a list's filters as a user does: "Agregar filtro", then its entry, and waits for the menu to close. */
export const addFilter = async (actor: ReturnType<typeof userEvent.setup>, name: string) => {
  await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
  await actor.click(await screen.findByRole('menuitemcheckbox', { name }));
  await waitFor(() => expect(screen.queryByRole('menuitemcheckbox', { name })).not.toBeInTheDocument());
};
