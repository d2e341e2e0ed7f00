import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, accountServer, writesOf } from '../../../test/client/accountServer';
import { json } from '../../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../../test/client/providerSession';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { SecondFactorCard } from '../SecondFactorCard';
import { ReauthDialog } from './ReauthDialog';
import { dataProvider } from '../../providers/dataProvider';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Flotilla:ana?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const REAUTH_REQUIRED = { detail: 'Confirme su identidad.', code: 'reauth_required', methods: ['password'] };

/** The layout's dialog beside a card whose setup call needs a recent authentication. */
const renderWithDialog = (account = accountFixture()) =>
  render(
    <TestAdmin withToasts dataProvider={dataProvider}>
      <ReauthDialog />
      <SecondFactorCard account={account} />
    </TestAdmin>,
  );

/** POST setup/ refused until auth/reauth/ accepted the password `flotilla` (or the code 123456). */
const reauthServer = () => {
  let fresh = false;
  return accountServer({
    'POST auth/account/second_factor/setup/': () => (fresh ? json(SETUP) : json(REAUTH_REQUIRED, 403)),
    'POST auth/account/second_factor/recovery_codes/': () => (fresh ? json({ recovery_codes: [] }) : json({ ...REAUTH_REQUIRED, methods: ['password', 'code'] }, 403)),
    'POST auth/reauth/': (call) => {
      const body = call.body as { password?: string; code?: string };
      if (body.password === 'flotilla' || body.code === '123456') {
        fresh = true;
        return json({ authenticated_at: '2026-03-14T15:00:00.000Z', reauth_until: '2026-03-14T15:05:00.000Z' });
      }
      return json(body.code ? { code: ['El código no es correcto.'] } : { password: ['La contraseña no es correcta.'] }, 400);
    },
  });
};

describe('ReauthDialog: a sensitive change asks the password again', () => {
  eachSignedInInSpanish();

  it('asks for the password, shows a wrong one under the field, then the change goes through', async () => {
    const { calls } = reauthServer();
    renderWithDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que es usted' });
    const password = within(dialog).getByLabelText('Contraseña');
    await waitFor(() => expect(password).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'Usar un código' })).toBeNull();

    await userEvent.type(password, 'equivocada{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('La contraseña no es correcta.'));
    expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'flotilla');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: 'Activar la verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirme que es usted' })).toBeNull();
    expect(writesOf(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/auth/account/second_factor/setup/', {}],
      ['/api/auth/reauth/', { password: 'equivocada' }],
      ['/api/auth/reauth/', { password: 'flotilla' }],
      ['/api/auth/account/second_factor/setup/', {}],
    ]);
  });

  it('leaves everything as it was when cancelled, without an error', async () => {
    const { calls } = reauthServer();
    renderWithDialog();
    const turnOn = await screen.findByRole('button', { name: 'Activar' });
    await userEvent.click(turnOn);
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que es usted' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(turnOn).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/No se pudo/)).toBeNull();
    expect(writesOf(calls).map((call) => call.url)).toEqual(['/api/auth/account/second_factor/setup/']);
  });

  it('takes the authenticator code instead when the factor is on', async () => {
    const { calls } = reauthServer();
    renderWithDialog(accountFixture({ second_factor: { enabled: true, enabled_at: '2026-03-01T18:00:00.000Z', required: false, recovery_codes_left: 3 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Generar códigos nuevos' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '¿Generar códigos de recuperación nuevos?' })).getByRole('button', { name: 'Generar códigos nuevos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que es usted' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar un código' }));
    const code = within(dialog).getByLabelText('Código de 6 dígitos');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Códigos de recuperación' })).toBeInTheDocument();
    expect(writesOf(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/auth/account/second_factor/recovery_codes/', {}],
      ['/api/auth/reauth/', { code: '123456' }],
      ['/api/auth/account/second_factor/recovery_codes/', {}],
    ]);
  });
});
