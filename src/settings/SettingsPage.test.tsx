import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { SettingsPage } from './SettingsPage';
import { SETTINGS_GROUPS } from './settingsFields';
import { clickSave } from '../../test/client/save';
import { until } from '../../test/client/until';

const settings = {
  id: 1,
  passengers_limit: 4,
  vehicles_limit: 2,
  max_vehicle_age: 10,
  factor_driver: 0.5,
  factor_user: 0.25,
  limit_driver: 500,
  limit_user: 300,
  operation_days: [1, 2, 3, 4, 5, 6],
  operation_start: '06:00',
  operation_end: '22:00',
  feedback_days: 3,
  max_minutes_to_start: 15,
  incidents_email: 'incidencias@flotilla-demo.mx',
  c4_email: 'c4@flotilla-demo.mx',
  app_version: '1.0.0',
  contact_phone: '4421234567',
  search_radius_km: 5,
  second_factor_groups: ['C4'],
  updated_by: 7,
  created_at: '2026-01-01T10:00:00',
  updated_at: '2026-03-07T15:04:05',
};
const author = { id: 7, name: 'Ana', last_name: 'López' };

const answer = async (resource: string) => ({ data: resource === 'usuarios' ? author : settings });
const getOne = vi.fn(answer);

const renderPage = (groups: string[], update = vi.fn()) => {
  render(
    <TestAdmin groups={groups} resource="configuracion" dataProvider={{ getOne, update } as never} withToasts>
      <SettingsPage />
    </TestAdmin>,
  );
  return { update, actor: userEvent.setup() };
};

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe('SettingsPage', () => {
  // Braces: a function beforeEach returns is run as its teardown (here, the mock itself).
  beforeEach(() => {
    getOne.mockReset().mockImplementation(answer);
  });

  it('lets admin change a value and a day and save: the changes are sent, with the SPEC §8 toast', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...settings, ...data } }));
    const { actor } = renderPage(['Administrador'], update);
    const passengers = await screen.findByRole('spinbutton', { name: /Límite de pasajeros/ });
    expect(passengers).toHaveValue(4);
    expect(getOne).toHaveBeenCalledWith('configuracion', expect.objectContaining({ id: 1 }));
    expect(await screen.findByText('Modificada por última vez por Ana López el 07-03-2026 03:04 PM')).toBeInTheDocument();
    // Grouped as a person thinks of them.
    for (const group of ['Límites de transporte', 'Recompensas', 'Horario de operación', 'Contactos', 'App']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    await actor.clear(passengers);
    await actor.type(passengers, '6');
    const days = screen.getByRole('group', { name: 'Días de operación' });
    expect(within(days).getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'true');
    await actor.click(within(days).getByRole('button', { name: 'Sábado' }));
    await clickSave(actor);
    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('configuracion');
    expect(params).toMatchObject({ id: 1, data: expect.objectContaining({ passengers_limit: 6, operation_days: [1, 2, 3, 4, 5] }) });
  });

  it('says what is wrong before calling the server: a range, the end before the start, no days, three decimals', async () => {
    const { update, actor } = renderPage(['Administrador']);
    const passengers = await screen.findByRole('spinbutton', { name: /Límite de pasajeros/ });
    await actor.clear(passengers);
    await actor.type(passengers, '25');
    const factor = field(/Puntos por km del conductor/);
    await actor.clear(factor);
    await actor.type(factor, '0.125');
    const end = screen.getByLabelText(/Hora de fin/);
    await actor.clear(end);
    await actor.type(end, '05:00');
    const days = screen.getByRole('group', { name: 'Días de operación' });
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']) await actor.click(within(days).getByRole('button', { name: day }));
    const version = screen.getByRole('textbox', { name: /Versión requerida/ });
    await actor.clear(version);
    await actor.type(version, '1.0');
    await clickSave(actor);
    expect(await screen.findByText('Asegúrese de que este valor sea menor o igual a 20.')).toBeInTheDocument();
    expect(screen.getByText('Use como máximo dos decimales.')).toBeInTheDocument();
    expect(screen.getByText('La hora de fin debe ser posterior a la de inicio.')).toBeInTheDocument();
    expect(screen.getByText('Elija al menos un día.')).toBeInTheDocument();
    expect(screen.getByText('Ingrese la versión con el formato x.y.z, por ejemplo 1.0.0.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows each weekday by the whole name it is called by (WCAG 2.5.3)', async () => {
    renderPage(['Administrador']);
    const days = await screen.findByRole('group', { name: 'Días de operación' });
    const toggles = within(days).getAllByRole('button');
    expect(toggles.map((toggle) => [toggle.textContent, toggle.getAttribute('aria-label')])).toEqual(
      ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((day) => [day, null]),
    );
  });

  it('lets admin choose the groups that must use a second factor, sent in the groups\' order, saying when it applies', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...settings, ...data } }));
    const { actor } = renderPage(['Administrador'], update);
    const groups = await screen.findByRole('group', { name: 'Verificación en dos pasos obligatoria para' });
    expect(screen.getByRole('heading', { name: 'Seguridad' })).toBeInTheDocument();
    expect(within(groups).getByRole('checkbox', { name: 'C4' })).toBeChecked();
    expect(within(groups).getByRole('checkbox', { name: 'Administrador' })).not.toBeChecked();
    expect(screen.getByText(/Se aplica la próxima vez que cada persona inicie sesión/)).toBeInTheDocument();
    await actor.click(within(groups).getByRole('checkbox', { name: 'HHRR Administrador' }));
    await actor.click(within(groups).getByRole('checkbox', { name: 'Administrador' }));
    await clickSave(actor);
    expect(await screen.findByText('Configuración guardada')).toBeInTheDocument();
    expect(update.mock.calls[0][1]).toMatchObject({ data: expect.objectContaining({ second_factor_groups: ['Administrador', 'HHRR Administrador', 'C4'] }) });
  });

  it('shows the groups that must use a second factor as chips to who only reads the settings', async () => {
    renderPage(['C4']);
    const section = await screen.findByRole('region', { name: 'Seguridad' });
    expect(await within(section).findByText('C4')).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says that no group must use a second factor when none is chosen', async () => {
    getOne.mockImplementation(async (resource: string) => ({ data: resource === 'usuarios' ? author : { ...settings, second_factor_groups: [] } }));
    renderPage(['HHRR Administrador']);
    expect(await screen.findByText('Ningún grupo')).toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('shows %s the settings read-only, without a save button', async (group) => {
    renderPage([group]);
    expect(await screen.findByText('Solo un administrador puede modificar la configuración.')).toBeInTheDocument();
    expect(await screen.findByText('incidencias@flotilla-demo.mx')).toBeInTheDocument();
    expect(screen.getByText('06:00')).toBeInTheDocument();
    expect(screen.getByText('Sábado')).toBeInTheDocument();
    expect(screen.queryByText('Domingo')).not.toBeInTheDocument();
    expect(screen.getByText('0.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('holds a grey line where each value and the last change will be while the settings are read, for who only reads them', async () => {
    // The settings' call never answers here: the page as it is drawn before the answer.
    getOne.mockImplementation((resource: string) => (resource === 'usuarios' ? answer(resource) : new Promise(() => undefined)));
    renderPage(['HHRR Administrador']);
    expect(await screen.findByText('Correo de incidencias')).toBeInTheDocument();
    await until(() => expect(getOne).toHaveBeenCalledWith('configuracion', expect.anything()));
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(SETTINGS_GROUPS.flatMap((group) => group.fields).length + 1);
    // Nothing the answer has not said: no "Ningún grupo" before it.
    expect(screen.queryByText('Ningún grupo')).not.toBeInTheDocument();
  });
});
