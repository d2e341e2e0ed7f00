import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, accountServer, writesOf } from '../../test/client/accountServer';
import { json } from '../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../test/client/providerSession';
import { TestAdmin } from '../../test/client/TestAdmin';
import { getSession } from '../providers/session';
import { AccountPage } from './AccountPage';
import { dataProvider } from '../providers/dataProvider';

const renderPage = () =>
  render(
    <TestAdmin withToasts dataProvider={dataProvider}>
      <AccountPage />
    </TestAdmin>,
  );

const section = (name: string) => screen.findByRole('region', { name });
const field = (region: HTMLElement, label: RegExp) => within(region).getByLabelText(label, { selector: 'input' });

describe('My account', () => {
  eachSignedInInSpanish();

  it('shows each part of the account as a section named by its heading', async () => {
    accountServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    for (const name of ['Perfil', 'Idioma', 'Contraseña', 'Verificación en dos pasos', 'Sesiones abiertas']) {
      const region = await section(name);
      expect(within(region).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const profile = await section('Perfil');
    expect(field(profile, /^Nombre/)).toHaveValue('Ana');
    expect(field(profile, /^Apellidos/)).toHaveValue('López');
    expect(within(profile).getByText('ana@flotilla.mx')).toBeInTheDocument();
    expect(within(profile).getByText('Administrador')).toBeInTheDocument();
  });

  it('says so when the account cannot be read, and reads it again on request', async () => {
    let fail = true;
    accountServer({ 'GET auth/account/': () => (fail ? json({ detail: 'No.', code: 'permission_denied' }, 403) : json(accountFixture())) });
    renderPage();
    expect(await screen.findByText('No se pudieron cargar los datos de su cuenta.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await section('Perfil')).toBeInTheDocument();
  });

  it('saves a changed name and the menu follows it', async () => {
    const { calls } = accountServer({
      'PATCH auth/account/': (call) => json({ ...accountFixture(), ...(call.body as object) }),
    });
    renderPage();
    const profile = await section('Perfil');
    await userEvent.clear(field(profile, /^Apellidos/));
    await userEvent.type(field(profile, /^Apellidos/), 'López Pérez');
    await userEvent.click(within(profile).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil guardado')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([expect.objectContaining({ method: 'PATCH', body: { last_name: 'López Pérez' } })]);
    expect(getSession()?.nombre).toBe('Ana López Pérez');
    expect(field(await section('Perfil'), /^Apellidos/)).toHaveValue('López Pérez');
  });

  it("shows the server's refusal of a name under its field", async () => {
    accountServer({ 'PATCH auth/account/': () => json({ name: ['Asegúrese de que este campo no tenga más de 150 caracteres.'] }, 400) });
    renderPage();
    const profile = await section('Perfil');
    await userEvent.type(field(profile, /^Nombre/), ' María');
    await userEvent.click(within(profile).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field(profile, /^Nombre/)).toHaveAccessibleDescription('Asegúrese de que este campo no tenga más de 150 caracteres.'));
  });

  describe('changing the password', () => {
    const fill = async (region: HTMLElement, current: string, next: string, confirm: string) => {
      await userEvent.type(field(region, /^Contraseña actual/), current);
      await userEvent.type(field(region, /^Nueva contraseña/), next);
      await userEvent.type(field(region, /^Confirme la nueva contraseña/), confirm);
      await userEvent.click(within(region).getByRole('button', { name: 'Cambiar contraseña' }));
    };

    it('states the rule before anything is typed', async () => {
      accountServer();
      renderPage();
      const card = await section('Contraseña');
      expect(field(card, /^Nueva contraseña/)).toHaveAccessibleDescription(/Al menos 8 caracteres y hasta 256/);
    });

    it('shows what was typed in a field from its own button, reached with Tab', async () => {
      accountServer();
      renderPage();
      const card = await section('Contraseña');
      const current = field(card, /^Contraseña actual/);
      expect(current).toHaveAttribute('type', 'password');
      expect(within(card).getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(3);
      await userEvent.type(current, 'flotilla');
      await userEvent.tab();
      expect(within(card).getAllByRole('button', { name: 'Mostrar contraseña' })[0]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(current).toHaveAttribute('type', 'text');
      expect(within(card).getByRole('button', { name: 'Ocultar contraseña' })).toBeInTheDocument();
    });

    it('sends nothing while the confirmation differs', async () => {
      const { calls } = accountServer();
      renderPage();
      const card = await section('Contraseña');
      await fill(card, 'flotilla', 'caballo correcto batería', 'caballo correcto bateria');
      await waitFor(() => expect(field(card, /^Confirme la nueva contraseña/)).toHaveAccessibleDescription('Las contraseñas no coinciden'));
      expect(writesOf(calls)).toEqual([]);
    });

    it('shows a wrong current password and a common new one under their fields', async () => {
      accountServer({
        'POST auth/account/password/': () =>
          json({ current_password: ['La contraseña no es correcta.'], password: ['Es una contraseña muy común o fácil de adivinar; elija otra.'] }, 400),
      });
      renderPage();
      const card = await section('Contraseña');
      await fill(card, 'equivocada', 'password1', 'password1');
      await waitFor(() => expect(field(card, /^Contraseña actual/)).toHaveAccessibleDescription('La contraseña no es correcta.'));
      expect(field(card, /^Nueva contraseña/)).toHaveAccessibleDescription('Es una contraseña muy común o fácil de adivinar; elija otra.');
      // The summary at the top names the fields as they are labelled, each a button to its field.
      expect(within(card).getByRole('button', { name: 'Contraseña actual' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Nueva contraseña' })).toBeInTheDocument();
    });

    it('changes it, empties the form and says how many other sessions were ended', async () => {
      const { calls } = accountServer({ 'POST auth/account/password/': () => json({ ended: 2 }) });
      renderPage();
      const card = await section('Contraseña');
      await fill(card, 'flotilla', 'caballo correcto batería', 'caballo correcto batería');
      const notice = await within(card).findByRole('status');
      expect(notice).toHaveTextContent('Su contraseña se cambió y se cerraron 2 sesiones abiertas en otros lugares.');
      expect(notice).toHaveFocus();
      expect(writesOf(calls)).toEqual([
        expect.objectContaining({ method: 'POST', body: { current_password: 'flotilla', password: 'caballo correcto batería' } }),
      ]);
      expect(field(card, /^Contraseña actual/)).toHaveValue('');
      expect(field(card, /^Nueva contraseña/)).toHaveValue('');
    });
  });

  it('switches the interface language and keeps the choice in the browser', async () => {
    accountServer();
    renderPage();
    const language = await section('Idioma');
    await userEvent.click(within(language).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(within(await section('Language')).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(localStorage.getItem('flotilla.language')).toBe('en');
    expect(getSession()?.language).toBe('en');
  });
});
