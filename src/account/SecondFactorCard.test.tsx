import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, accountServer, writesOf } from '../../test/client/accountServer';
import { json } from '../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../test/client/providerSession';
import { TestAdmin } from '../../test/client/TestAdmin';
import type { Account } from './accountApi';
import { SecondFactorCard } from './SecondFactorCard';
import { useAccount } from './useAccount';
import { dataProvider } from '../providers/dataProvider';

const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'JJJJJ-KKKKK', 'MMMMM-NNNNN', 'PPPPP-QQQQQ', 'RRRRR-SSSSS', 'TTTTT-VVVVV', 'WWWWW-XXXXX'];
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Flotilla:ana%40flotilla.mx?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Flotilla', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

const ON = { enabled: true, enabled_at: '2026-03-01T18:00:00.000Z', required: false, recovery_codes_left: 8 };

/** The card as the page draws it: from the account read. */
const Card = () => {
  const { data } = useAccount();
  return data ? <SecondFactorCard account={data} /> : null;
};

const renderCard = () =>
  render(
    <TestAdmin withToasts dataProvider={dataProvider}>
      <Card />
    </TestAdmin>,
  );

/** GET auth/account/ answers the latest account (changed by the test's writes). */
const serverWith = (first: Account, handlers: Parameters<typeof accountServer>[0] = {}) => {
  const state = { account: first };
  const server = accountServer({ 'GET auth/account/': () => json(state.account), ...handlers });
  return { ...server, state };
};

describe('SecondFactorCard', () => {
  eachSignedInInSpanish();

  it('turns the factor on: QR and key, a code, then the ten codes kept before closing', async () => {
    const { calls, state } = serverWith(accountFixture(), {
      'POST auth/account/second_factor/setup/': () => json(SETUP),
      'POST auth/account/second_factor/confirm/': (call) => {
        if ((call.body as { code: string }).code !== '123456') return json({ code: ['El código no es correcto.'] }, 400);
        state.account = accountFixture({ second_factor: { ...ON, recovery_codes_left: 10 } });
        return json({ recovery_codes: CODES });
      },
    });
    renderCard();
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activar la verificación en dos pasos' });
    expect(within(dialog).getByRole('img', { name: /Código QR/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Clave para escribir a mano')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = within(dialog).getByLabelText('Código de 6 dígitos');
    expect(code).toHaveFocus();

    await userEvent.type(code, '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('El código no es correcto.'));

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    const codes = await screen.findByRole('dialog', { name: 'Códigos de recuperación' });
    expect(within(within(codes).getByRole('list')).getAllByRole('listitem')).toHaveLength(10);
    const done = within(codes).getByRole('button', { name: 'Continuar' });
    expect(done).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Códigos de recuperación' })).toBeInTheDocument();
    await userEvent.click(within(codes).getByRole('checkbox', { name: 'Los guardé en un lugar seguro' }));
    await userEvent.click(done);

    expect(await screen.findByText('La verificación en dos pasos quedó activada.')).toBeInTheDocument();
    expect(await screen.findByText(/^Activada desde el 01-03-2026/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/^Activada desde el 01-03-2026/)).toHaveFocus();
    expect(writesOf(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/auth/account/second_factor/setup/', {}],
      ['/api/auth/account/second_factor/confirm/', { code: '654321' }],
      ['/api/auth/account/second_factor/confirm/', { code: '123456' }],
    ]);
  });

  it('shows the factor on, its codes left, and turns it off with a recovery code', async () => {
    const { calls, state } = serverWith(accountFixture({ second_factor: ON }), {
      'POST auth/account/second_factor/disable/': () => {
        state.account = accountFixture();
        return json(null, 204);
      },
    });
    renderCard();
    expect(await screen.findByText(/^Activada desde el 01-03-2026/)).toBeInTheDocument();
    expect(screen.getByText('Le quedan 8 códigos de recuperación.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar la verificación en dos pasos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar un código de recuperación' }));
    const code = within(dialog).getByLabelText('Código de recuperación');
    expect(code).toHaveFocus();
    await userEvent.type(code, 'aaaaa-bbbbb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('La verificación en dos pasos quedó desactivada.')).toBeInTheDocument();
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    // "Desactivar" is gone: the focus is on the line that says what is now, not lost to the page.
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByText('Desactivada')).toHaveFocus();
    expect(writesOf(calls)).toEqual([expect.objectContaining({ url: '/api/auth/account/second_factor/disable/', body: { code: 'aaaaa-bbbbb' } })]);
  });

  it('keeps the factor on when its group requires it: no way to turn it off', async () => {
    serverWith(accountFixture({ second_factor: { ...ON, required: true } }));
    renderCard();
    expect(await screen.findByText('Obligatoria para su grupo')).toBeInTheDocument();
    expect(screen.getByText('Su grupo la exige, así que no puede desactivarla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generar códigos nuevos' })).toBeEnabled();
  });

  it('makes a new set of recovery codes once confirmed and shows them once', async () => {
    const { calls } = serverWith(accountFixture({ second_factor: { ...ON, recovery_codes_left: 1 } }), {
      'POST auth/account/second_factor/recovery_codes/': () => json({ recovery_codes: CODES }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Generar códigos nuevos' }));
    const ask = await screen.findByRole('dialog', { name: '¿Generar códigos de recuperación nuevos?' });
    expect(writesOf(calls)).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Generar códigos nuevos' }));
    const codes = await screen.findByRole('dialog', { name: 'Códigos de recuperación' });
    expect(within(codes).getByText('AAAAA-BBBBB')).toBeInTheDocument();
    await userEvent.click(within(codes).getByRole('checkbox', { name: 'Los guardé en un lugar seguro' }));
    await userEvent.click(within(codes).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writesOf(calls)).toEqual([expect.objectContaining({ url: '/api/auth/account/second_factor/recovery_codes/', body: {} })]);
  });
});
