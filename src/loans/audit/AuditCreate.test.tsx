import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { auditProvider, loan, renderAudit, stubObjectUrls } from './auditFixtures';

const photo = (name = 'foto.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });
const row = (name: string) => screen.getByRole('region', { name });

/** Rates, comments and photographs an item. */
async function fillItem(user: ReturnType<typeof userEvent.setup>, name: string, rating: string) {
  const item = row(name);
  await user.click(within(item).getByRole('radio', { name: rating }));
  await user.click(within(item).getByRole('textbox', { name: 'Comentario' }));
  await user.paste(`Revisado: ${name}`);
  await user.upload(within(item).getByLabelText(`Foto: ${name}`), photo());
}

async function fillReadings(user: ReturnType<typeof userEvent.setup>, km = '1500', fuel = '75') {
  await user.type(screen.getByRole('textbox', { name: /Kilometraje/ }), km);
  await user.type(screen.getByRole('textbox', { name: /Gasolina/ }), fuel);
}

beforeEach(() => {
  stubObjectUrls();
  // The browser's own box must never be what asks (the app's dialog does).
  vi.spyOn(window, 'confirm').mockClear().mockReturnValue(false);
});

describe('Audit page, crear (SPEC §2, DOMAIN §5)', () => {
  it('preloads the active parts and accessories and renders one row each, with links to manage them', async () => {
    const provider = auditProvider(loan());
    render(renderAudit(provider));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría inicial' })).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledWith('piezas/activos', expect.anything());
    expect(provider.getList).toHaveBeenCalledWith('accesorios/activos', expect.anything());
    for (const name of ['Llanta delantera', 'Parabrisas', 'Gato hidráulico']) expect(row(name)).toBeInTheDocument();
    expect(within(row('Llanta delantera')).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['good', 'regular', 'bad']);
    expect(within(row('Gato hidráulico')).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['yes', 'no']);
    expect(screen.getByRole('link', { name: 'Gestionar piezas' })).toHaveAttribute('href', '/piezas');
    expect(screen.getByRole('link', { name: 'Gestionar accesorios' })).toHaveAttribute('href', '/accesorios');
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
  });

  it('lets a phone take the photo or pick one already on it: the picker does not force the camera', async () => {
    render(renderAudit(auditProvider(loan())));
    await screen.findByRole('region', { name: 'Parabrisas' });
    const input = within(row('Parabrisas')).getByLabelText('Foto: Parabrisas');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('capture');
  });

  it('refuses to send until every item is complete, naming the incomplete ones, and makes no request', async () => {
    const user = userEvent.setup();
    const provider = auditProvider(loan());
    render(renderAudit(provider));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user);
    await fillItem(user, 'Parabrisas', 'Regular');
    await user.click(within(row('Llanta delantera')).getByRole('radio', { name: 'Malo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría inicial' }));
    const summary = await screen.findByRole('alert', { name: 'Falta completar 2 elementos' });
    expect(summary).toHaveTextContent('Llanta delantera: Escriba un comentario sobre este elemento. Agregue una foto de este elemento.');
    expect(summary).toHaveTextContent('Gato hidráulico: Califique este elemento.');
    expect(summary).not.toHaveTextContent('Parabrisas');
    expect(row('Llanta delantera')).toHaveAttribute('data-invalid', 'true');
    expect(row('Gato hidráulico')).toHaveAttribute('data-invalid', 'true');
    expect(row('Parabrisas')).not.toHaveAttribute('data-invalid');
    expect(provider.uploadFiles).not.toHaveBeenCalled();
  });

  it('counts in its title every line it lists, the two readings each their own', async () => {
    const user = userEvent.setup();
    render(renderAudit(auditProvider(loan())));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría inicial' }));
    const summary = await screen.findByRole('alert', { name: /^Falta completar \d+ elementos$/ });
    const lines = within(summary).getAllByRole('listitem');
    expect(summary).toHaveAccessibleName(`Falta completar ${lines.length} elementos`);
    expect(lines.map((line) => line.textContent?.split(':')[0])).toEqual(expect.arrayContaining(['Kilometraje', 'Gasolina (%)']));
  });

  it('posts a complete initial audit as multipart with the DOMAIN §5 field names, then opens the record', async () => {
    const user = userEvent.setup();
    const provider = auditProvider(loan());
    render(renderAudit(provider));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user);
    await fillItem(user, 'Llanta delantera', 'Bueno');
    await fillItem(user, 'Parabrisas', 'Malo');
    await fillItem(user, 'Gato hidráulico', 'No');
    expect(within(row('Gato hidráulico')).getByRole('img', { name: 'Foto de Gato hidráulico' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría inicial' }));
    await waitFor(() => expect(provider.uploadFiles).toHaveBeenCalledTimes(1));
    const [resource, id, call, fields] = provider.uploadFiles.mock.calls[0] as unknown as [string, number, string, Record<string, unknown>];
    expect([resource, id, call]).toEqual(['prestamos', 7, 'auditoria_inicial']);
    expect(fields).toMatchObject({
      kilometraje: '1500',
      gasolina: '75',
      pieza_3: 'good',
      pieza_3_comentario: 'Revisado: Llanta delantera',
      pieza_4: 'bad',
      accesorio_5: 'no',
      accesorio_5_comentario: 'Revisado: Gato hidráulico',
    });
    for (const key of ['pieza_3_imagen', 'pieza_4_imagen', 'accesorio_5_imagen']) expect(fields[key]).toBeInstanceOf(File);
    expect(await screen.findByText('Auditoría inicial guardada.')).toBeInTheDocument();
    expect(await screen.findByText('Registro del préstamo')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).not.toBeInTheDocument();
    expect(window.confirm).not.toHaveBeenCalled();
  });

  it('focuses the first item at fault on the page after a refused send, and raises no toast', async () => {
    const user = userEvent.setup();
    render(renderAudit(auditProvider(loan())));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user);
    await fillItem(user, 'Llanta delantera', 'Bueno');
    // Parabrisas lacks its rating and its photo; the accessory only its photo.
    await user.click(within(row('Parabrisas')).getByRole('textbox', { name: 'Comentario' }));
    await user.paste('Sin grietas');
    await user.click(within(row('Gato hidráulico')).getByRole('radio', { name: 'Sí' }));
    await user.click(within(row('Gato hidráulico')).getByRole('textbox', { name: 'Comentario' }));
    await user.paste('Completo');
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría inicial' }));
    const summary = await screen.findByRole('alert', { name: 'Falta completar 2 elementos' });
    expect(within(summary).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Parabrisas: Califique este elemento. Agregue una foto de este elemento.',
      'Gato hidráulico: Agregue una foto de este elemento.',
    ]);
    await waitFor(() => expect(within(row('Parabrisas')).getByRole('radio', { name: 'Bueno' })).toHaveFocus());
    // Each name in the summary leads to its item: the photo's picker, for the accessory.
    await user.click(within(summary).getByRole('button', { name: 'Gato hidráulico' }));
    expect(within(row('Gato hidráulico')).getByRole('button', { name: 'Tomar o elegir foto: Gato hidráulico' })).toHaveFocus();
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
  });

  it("focuses the reading the server refused (a final mileage below the initial one) and lists it, with no toast", async () => {
    const user = userEvent.setup();
    const refused = new HttpError('Revise los campos marcados', 400, { errors: { kilometraje: 'El kilometraje no puede ser menor que el de la auditoría inicial (1200).' } });
    // The initial audit could not be read: only the server knows the floor.
    const provider = auditProvider(loan({ status: 2, auditoria_inicial: 11 }), {
      recordAction: vi.fn(async () => Promise.reject(new HttpError('Error del servidor', 500))),
      uploadFiles: vi.fn(async () => Promise.reject(refused)),
    });
    render(renderAudit(provider));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user, '900', '30');
    await fillItem(user, 'Llanta delantera', 'Regular');
    await fillItem(user, 'Parabrisas', 'Bueno');
    await fillItem(user, 'Gato hidráulico', 'Sí');
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría final' }));
    const summary = await screen.findByRole('alert', { name: 'Falta completar 1 elemento' });
    expect(summary).toHaveTextContent('Kilometraje: El kilometraje no puede ser menor que el de la auditoría inicial (1200).');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Kilometraje/ })).toHaveFocus());
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
  });

  it("asks in the app's own dialog, not the browser's, before leaving with data entered", async () => {
    const user = userEvent.setup();
    render(renderAudit(auditProvider(loan())));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user);
    await user.click(screen.getByRole('link', { name: 'Gestionar piezas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Kilometraje/ })).toHaveValue('1500');
    expect(window.confirm).not.toHaveBeenCalled();
  });

  it('performs the final audit for a loan in 2, checking the mileage against the initial one', async () => {
    const user = userEvent.setup();
    const provider = auditProvider(loan({ status: 2, auditoria_inicial: 11 }));
    render(renderAudit(provider));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría final' })).toBeInTheDocument();
    expect(provider.recordAction).toHaveBeenCalledWith('prestamos', 7, 'auditoria_inicial');
    expect(screen.getByText(/Kilometraje de la auditoría inicial: 1,200/)).toBeInTheDocument();
    await fillReadings(user, '900', '30');
    await fillItem(user, 'Llanta delantera', 'Regular');
    await fillItem(user, 'Parabrisas', 'Bueno');
    await fillItem(user, 'Gato hidráulico', 'Sí');
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría final' }));
    expect(await screen.findByRole('alert', { name: 'Falta completar 1 elemento' })).toHaveTextContent(
      'Kilometraje: El kilometraje no puede ser menor que el de la auditoría inicial (1200).',
    );
    expect(provider.uploadFiles).not.toHaveBeenCalled();
    const km = screen.getByRole('textbox', { name: /Kilometraje/ });
    await user.clear(km);
    await user.type(km, '1850');
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría final' }));
    await waitFor(() => expect(provider.uploadFiles).toHaveBeenCalledWith('prestamos', 7, 'auditoria_final', expect.objectContaining({ kilometraje: '1850', accesorio_5: 'yes' })));
  });

  it("shows a server field error on pieza_3_imagen at that item's row and in the summary", async () => {
    const user = userEvent.setup();
    const refused = new HttpError('Revise los campos marcados', 400, { errors: { pieza_3_imagen: 'El archivo debe ser de tipo JPEG, PNG o WebP.' } });
    const provider = auditProvider(loan(), { uploadFiles: vi.fn(async () => Promise.reject(refused)) });
    render(renderAudit(provider));
    await screen.findByRole('region', { name: 'Parabrisas' });
    await fillReadings(user);
    await fillItem(user, 'Llanta delantera', 'Bueno');
    await fillItem(user, 'Parabrisas', 'Malo');
    await fillItem(user, 'Gato hidráulico', 'No');
    await user.click(screen.getByRole('button', { name: 'Guardar auditoría inicial' }));
    expect(await within(row('Llanta delantera')).findByText('El archivo debe ser de tipo JPEG, PNG o WebP.')).toBeInTheDocument();
    expect(row('Llanta delantera')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('alert', { name: 'Falta completar 1 elemento' })).toHaveTextContent('Llanta delantera: El archivo debe ser de tipo JPEG, PNG o WebP.');
    expect(screen.queryByText('Registro del préstamo')).not.toBeInTheDocument();
  });

  it('still opens when the parts preload fails, says so, refuses to send, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const provider = auditProvider(loan());
    const getList = provider.getList;
    provider.getList = vi.fn(async (resource: string) => {
      if (resource === 'piezas/activos' && fail) throw new HttpError('Error del servidor', 500);
      return getList(resource);
    });
    render(renderAudit(provider));
    expect(await screen.findByText('No se pudo cargar: la lista de piezas activas.')).toBeInTheDocument();
    expect(row('Gato hidráulico')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Llanta delantera' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar auditoría inicial' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Llanta delantera' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudo cargar: la lista de piezas activas.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar auditoría inicial' })).toBeEnabled();
  });

  it('tells that a loan in 5 has no audit to perform, with its status and a link to the record', async () => {
    const provider = auditProvider(loan({ status: 5 }));
    render(renderAudit(provider));
    expect(await screen.findByText('Este préstamo no tiene auditoría por hacer ahora')).toBeInTheDocument();
    expect(screen.getByText(/Su estatus es «Completado»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al préstamo' })).toHaveAttribute('href', '/viajes_fleet/viajes/7');
    expect(screen.queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument();
  });

  it('gives C4 a read-only message and loads nothing to audit', async () => {
    const provider = auditProvider(loan());
    render(renderAudit(provider, { groups: ['C4'] }));
    expect(await screen.findByText(/Solo un administrador puede realizar auditorías/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver auditorías' })).toHaveAttribute('href', '/viajes_fleet/viajes/7/auditorias/ver');
    expect(provider.getList).not.toHaveBeenCalled();
  });
});
