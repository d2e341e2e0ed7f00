import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../test/client/fetchMock';
import { renderSignIn, startSignedOut } from '../../test/client/signInPage';

/** A sign-in that must wait says for how long, in the server's words. */
describe('sign-in wait', () => {
  startSignedOut();

  const signIn = async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  };

  it("shows when to try again, as the server says it, above the form", async () => {
    const detail = 'Demasiados intentos. Vuelva a intentarlo en 2 minutos.';
    mockFetch(() => json({ code: 'throttled', detail, retry_after: 120 }, 429));
    await signIn();
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });

  it('keeps its own words for a 429 without a wait', async () => {
    mockFetch(() => json({ code: 'throttled', detail: 'x' }, 429));
    await signIn();
    expect(await screen.findByText('Demasiados intentos, intente más tarde.')).toBeInTheDocument();
  });
});
