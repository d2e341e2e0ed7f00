import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { activeAlert, alertProvider, attendedAlert } from './alertFixtures';
import { AlertShow } from './AlertShow';
import { until } from '../../../test/client/until';

const renderAlert = (groups: string[], dataProvider: ReturnType<typeof alertProvider>) => {
  render(
    <MemoryRouter initialEntries={['/alertas/12/show']}>
      <TestAdmin groups={groups} resource="alertas" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/alertas/:id/show" element={<AlertShow />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

const section = (name: string) => screen.getByRole('region', { name });
const commentField = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: /Comentario/ });
const confirm = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Atender' });

describe('AlertShow', () => {
  it('shows an active alert: its position with the trip’s route and track on the map, the issuer, how long ago, and Atender for C4', async () => {
    const dataProvider = alertProvider();
    const titleBar = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    renderAlert(['C4'], dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerta #12' })).toBeInTheDocument();
    await until(() => expect(titleBar).toHaveTextContent(/^Alerta #12$/));
    titleBar.remove();
    expect(screen.getByText('Activa')).toBeInTheDocument();

    // The trip it was raised on: its route (from the trip record) and recorded track.
    await until(() => expect(dataProvider.recordAction).toHaveBeenCalledWith('rutas', 4, 'coordenadas'));
    expect(dataProvider.recordAction).toHaveBeenCalledWith('viajes', 12, 'coordenadas');
    const map = section('Ubicación');
    expect(await within(map).findByRole('region', { name: 'Mapa de la alerta #12' })).toBeInTheDocument();
    expect(await within(map).findByText('Ruta: Ruta Cumbres')).toBeInTheDocument();
    expect(within(map).getByText('Recorrido registrado')).toBeInTheDocument();

    const issuer = section('Quién la emitió');
    expect(within(issuer).getByRole('link', { name: 'Ana López' })).toHaveAttribute('href', '/usuarios/21/show');
    expect(within(issuer).getByRole('link', { name: '8112345678' })).toHaveAttribute('href', 'tel:8112345678');
    expect(within(issuer).getByText('Planta Apodaca')).toBeInTheDocument();
    expect(within(issuer).getByText('Av. Constitución 400')).toBeInTheDocument();
    expect(within(issuer).getByText(/^hace \d+ días$/)).toBeInTheDocument();
    expect(within(issuer).getByText(/10-03-2026 07:30 AM/)).toBeInTheDocument();
    expect(within(issuer).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/viajes/12/show');

    expect(await screen.findByRole('button', { name: 'Atender' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Atención' })).not.toBeInTheDocument();
  });

  it('attends with a required comment: refuses an empty one, keeps the server’s field error in the dialog, then shows who attended', async () => {
    const dataProvider = alertProvider();
    const actor = renderAlert(['Administrador'], dataProvider);
    await actor.click(await screen.findByRole('button', { name: 'Atender' }));
    expect(screen.getByRole('dialog', { name: '¿Atender la alerta #12?' })).toBeInTheDocument();

    await actor.click(confirm());
    expect(await within(screen.getByRole('dialog')).findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await actor.paste('   ');
    await actor.click(confirm());
    expect(await within(screen.getByRole('dialog')).findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(dataProvider.recordAction).not.toHaveBeenCalledWith('alertas', 12, 'atender', expect.anything());

    // The server's own refusal of the comment stays under it; nothing else changes.
    dataProvider.recordAction.mockImplementationOnce(async () => {
      throw new HttpError('Revise los campos marcados', 400, { errors: { comentario: 'El comentario es obligatorio.' } });
    });
    await actor.clear(commentField());
    await actor.paste('Revisado');
    await actor.click(confirm());
    expect(await within(screen.getByRole('dialog')).findByText('El comentario es obligatorio.')).toBeInTheDocument();
    expect(commentField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Activa')).toBeInTheDocument();

    dataProvider.getOne.mockImplementation(async (resource: string) => ({ data: resource === 'viajes' ? { id: 12, ruta: 4, planta: 3 } : attendedAlert }));
    await actor.clear(commentField());
    await actor.paste('  Patrulla enviada; la usuaria está bien. ');
    await actor.click(confirm());
    expect(await screen.findByText('Alerta #12 atendida')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('alertas', 12, 'atender', { method: 'POST', body: { comentario: 'Patrulla enviada; la usuaria está bien.' } });
    const attended = await screen.findByRole('region', { name: 'Atención' });
    expect(within(attended).getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(within(attended).getByText('10-03-2026 07:42 AM')).toBeInTheDocument();
    expect(within(attended).getByText('Patrulla enviada; la usuaria está bien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atender' })).not.toBeInTheDocument();
  });

  it('shows an attended alert with who attended, when and the comment, and no Atender', async () => {
    renderAlert(['C4'], alertProvider(attendedAlert));
    const attended = await screen.findByRole('region', { name: 'Atención' });
    expect(within(attended).getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(within(attended).getByText('Patrulla enviada; la usuaria está bien.')).toBeInTheDocument();
    expect(screen.getByText('Atendida')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atender' })).not.toBeInTheDocument();
  });

  it('shows HR an active alert without Atender, and an alert raised off a trip with its position alone', async () => {
    const dataProvider = alertProvider({ ...activeAlert, viaje: null });
    renderAlert(['HHRR Administrador'], dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerta #12' })).toBeInTheDocument();
    // The list button draws once access is known, so Atender's absence is not mere slowness.
    expect(await screen.findByRole('link', { name: /Lista/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atender' })).not.toBeInTheDocument();
    expect(dataProvider.recordAction).not.toHaveBeenCalled();
    expect(within(section('Quién la emitió')).queryByText('Viaje')).not.toBeInTheDocument();
  });
});
