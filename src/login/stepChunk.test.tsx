import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../test/client/fetchMock';
import { renderSignIn, startSignedOut } from '../../test/client/signInPage';
import { until } from '../../test/client/until';

// The code step's chunk arrives when the test says: a slow network, made visible.
const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  let ask: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  return { arrived, asked, ask: () => ask(), release: () => release() };
});
vi.mock('./CodeStep', async (importOriginal) => {
  chunk.ask();
  await chunk.arrived;
  return importOriginal();
});

describe('sign-in: the second step while its chunk loads', () => {
  startSignedOut();

  it('keeps the form with its spinner until the code step can be drawn, then the code field has the focus', async () => {
    const { reply } = mockFetch();
    reply(json({ challenge: 'ch-1', second_factor: 'code', expires_in: 300 }));
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@flotilla.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    // The password was accepted and the step's chunk asked for, not come yet: the form waits, its button busy.
    await chunk.asked;
    expect(screen.getByRole('button', { name: 'Iniciando sesión…' })).toBeDisabled();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();

    chunk.release();
    const field = await screen.findByLabelText('Código de 6 dígitos');
    await until(() => expect(field).toHaveFocus());
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
  });
});
