import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../test/client/fetchMock';
import { renderSignIn, startSignedOut } from '../../test/client/signInPage';
import { i18nProvider } from '../providers/i18nProvider';
import { getSession } from '../providers/session';
import { until } from '../../test/client/until';

const TOKENS = { access: 'a', refresh: 'r', groups: ['C4'], first_name: 'Ana', last_name: 'López', id: 7, websockets_token: 'w' };
const CODE_CHALLENGE = { challenge: 'ch-1', second_factor: 'code', expires_in: 300 };
const SETUP_CHALLENGE = { challenge: 'ch-2', second_factor: 'setup', expires_in: 600 };
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Flotilla:ana?secret=JBSW', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const CODES = ['ABCDE-12345', 'FGHJK-67890', 'MNPQR-STVWX', 'YZ012-34567', '89ABC-DEFGH', 'JKMNP-QRSTV', 'WXYZ0-12345', '6789A-BCDEF', 'GHJKM-NPQRS', 'TVWXY-Z0123'];

const typePassword = async (user: ReturnType<typeof userEvent.setup>, { email = 'ana@flotilla.mx', password = 'secreto123' } = {}) => {
  await user.type(screen.getByLabelText(i18nProvider.getLocale() === 'en' ? 'Email' : 'Correo electrónico'), email);
  await user.type(screen.getByLabelText(i18nProvider.getLocale() === 'en' ? 'Password' : 'Contraseña'), password);
  await user.click(screen.getByRole('button', { name: i18nProvider.getLocale() === 'en' ? 'Sign in' : 'Iniciar sesión' }));
};

describe('sign-in with a second factor', () => {
  startSignedOut();

  it('asks for the code after the password, with the focus on it, and signs in once the server accepts it', async () => {
    const onSignedIn = vi.fn();
    const { calls, reply } = mockFetch();
    reply(json(CODE_CHALLENGE), json({ detail: 'x', code: 'code_invalid' }, 400), json(TOKENS));
    renderSignIn({ onSignedIn });
    const user = userEvent.setup();
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Código de 6 dígitos');
    await until(() => expect(field).toHaveFocus());
    expect(getSession()).toBeNull();

    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código tiene 6 dígitos.');
    expect(calls).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await until(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // The focus comes back once the field is enabled again, in the drawing after the refusal's.
    await until(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await until(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login/', '/api/auth/login/code/', '/api/auth/login/code/']);
    expect(calls[2].body).toEqual({ challenge: 'ch-1', code: '123456' });
    expect(calls[2].headers.authorization).toBeUndefined();
    expect(getSession()).toMatchObject({ email: 'ana@flotilla.mx', nombre: 'Ana López', access: 'a' });
  });

  it('takes a recovery code instead and says how many are left before going on', async () => {
    const onSignedIn = vi.fn();
    const { calls, reply } = mockFetch();
    reply(json(CODE_CHALLENGE), json({ ...TOKENS, recovery_codes_left: 9 }));
    renderSignIn({ onSignedIn });
    const user = userEvent.setup();
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const field = screen.getByLabelText('Código de recuperación');
    await until(() => expect(field).toHaveFocus());
    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Le quedan 9 códigos de recuperación.');
    expect(calls[1].body).toEqual({ challenge: 'ch-1', code: 'abcde-12345' });
    expect(getSession()).not.toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toHaveFocus();
    // The focus skipped the count: the button reads it out.
    expect(next).toHaveAccessibleDescription(/^Le quedan 9 códigos de recuperación\./);
    await user.click(next);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password, saying why, when the challenge has expired', async () => {
    const { reply } = mockFetch();
    reply(json(CODE_CHALLENGE), json({ detail: 'La verificación caducó; vuelva a escribir su contraseña.', code: 'challenge_expired' }, 401));
    renderSignIn();
    const user = userEvent.setup();
    await typePassword(user);
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getByRole('alert')).toHaveTextContent('La verificación caducó; vuelva a escribir su contraseña.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@flotilla.mx');
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveValue('');
    await until(() => expect(password).toHaveFocus());
    expect(getSession()).toBeNull();
  });

  it('leads a person whose group requires a factor to set it up, keep the codes, and only then enter', async () => {
    const onSignedIn = vi.fn();
    const { calls, reply } = mockFetch();
    reply(json(SETUP_CHALLENGE), json(SETUP), json({ ...TOKENS, recovery_codes: CODES }));
    renderSignIn({ onSignedIn });
    const user = userEvent.setup();
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: 'Configure la verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByText('Su grupo requiere la verificación en dos pasos: configúrela para continuar.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Clave para escribir a mano')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const field = screen.getByLabelText('Código de 6 dígitos');
    expect(field).toHaveFocus();
    await user.type(field, '111222');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('heading', { name: 'Códigos de recuperación' })).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login/', '/api/auth/login/setup/', '/api/auth/login/setup/confirm/']);
    expect(calls[1].body).toEqual({ challenge: 'ch-2' });
    expect(calls[2].body).toEqual({ challenge: 'ch-2', code: '111222' });
    expect(getSession()).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Los guardé en un lugar seguro' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await until(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getSession()).toMatchObject({ email: 'ana@flotilla.mx', access: 'a' });
  });

  it('speaks English on the code step', async () => {
    await i18nProvider.changeLocale('en');
    mockFetch(() => json(CODE_CHALLENGE));
    renderSignIn();
    const user = userEvent.setup();
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('says on the sign-in page that the session was ended elsewhere', () => {
    renderSignIn({ notice: 'app.auth.session_ended' });
    expect(screen.getByText('Se cerró su sesión desde otro lugar')).toBeInTheDocument();
  });
});
