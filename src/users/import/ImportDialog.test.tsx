import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import type { ImportReport } from '../../providers/dataProvider';
import { ImportDialog } from './ImportDialog';
import { until } from '../../../test/client/until';

const report = (dryRun: boolean): ImportReport => ({
  dry_run: dryRun,
  created: 1,
  updated: 1,
  failed: 1,
  rows: [
    { row: 2, email: 'nueva@flotilla.mx', action: 'create', errors: {} },
    { row: 3, email: 'ana@flotilla.mx', action: 'update', errors: {} },
    { row: 4, email: 'mal-correo', action: 'error', errors: { email: ['Ingrese un correo electrónico válido.'], telephone: ['Se requieren exactamente 10 caracteres.'] } },
  ],
});

const file = new File(['email,name\n'], 'usuarios.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const setup = (importFile: ReturnType<typeof vi.fn>, getTemplate = vi.fn()) => {
  const onClose = vi.fn();
  render(
    <TestAdmin groups={['HHRR Administrador']} resource="usuarios" dataProvider={{ importFile, getTemplate } as never} withToasts>
      <ImportDialog onClose={onClose} />
    </TestAdmin>,
  );
  return { onClose, user: userEvent.setup() };
};

describe('ImportDialog', () => {
  it('checks the file first (dry run), shows the row-by-row report, then imports on confirmation', async () => {
    let finishCheck!: (value: { data: ImportReport }) => void;
    const importFile = vi.fn((_resource: string, _file: File, { dryRun }: { dryRun: boolean }) =>
      dryRun ? new Promise((resolve) => (finishCheck = resolve)) : Promise.resolve({ data: report(false) }),
    );
    const { onClose, user } = setup(importFile);
    const dialog = screen.getByRole('dialog', { name: 'Importar usuarios' });
    expect(within(dialog).getByRole('button', { name: 'Revisar archivo' })).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('Elegir archivo'), file);
    expect(within(dialog).getByText('usuarios.xlsx')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revisar archivo' }));
    expect(importFile).toHaveBeenCalledWith('usuarios', file, { dryRun: true });
    // Progress while the server checks the file.
    expect(within(dialog).getByRole('progressbar', { name: 'Revisando el archivo…' })).toBeInTheDocument();

    finishCheck({ data: report(true) });
    const table = await within(dialog).findByRole('table');
    expect(within(dialog).getByText('Se crearán: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Se actualizarán: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Con errores: 1')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2', '3', '4']);
    expect(within(rows[0]).getByText('Crear')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Actualizar')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Error')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Correo electrónico: Ingrese un correo electrónico válido.');
    expect(rows[2]).toHaveTextContent('Teléfono: Se requieren exactamente 10 caracteres.');
    expect(within(dialog).getByText(/Las filas con errores no se importarán/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 filas' }));
    expect(importFile).toHaveBeenLastCalledWith('usuarios', file, { dryRun: false });
    expect(await screen.findByText('Importación terminada. Creados: 1; actualizados: 1; filas con errores sin importar: 1.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot confirm a file without valid rows', async () => {
    const importFile = vi.fn(async () => ({ data: { dry_run: true, created: 0, updated: 0, failed: 1, rows: [{ row: 2, email: '', action: 'error', errors: { email: ['El campo no puede estar vacío.'] } }] } }));
    const { user } = setup(importFile);
    await user.upload(screen.getByLabelText('Elegir archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('El archivo no tiene filas válidas para importar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 0 filas' })).toBeDisabled();
  });

  it('shows the failure toast when the server refuses the file', async () => {
    const importFile = vi.fn(async () => Promise.reject(new Error('El archivo o la solicitud es demasiado grande.')));
    const { user } = setup(importFile);
    await user.upload(screen.getByLabelText('Elegir archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('No se pudo importar el archivo: El archivo o la solicitud es demasiado grande.')).toBeInTheDocument();
  });

  it('downloads the template (GET usuarios/plantilla/)', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const getTemplate = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'usuarios-plantilla.xlsx' }));
    const { user } = setup(vi.fn(), getTemplate);
    await user.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    expect(getTemplate).toHaveBeenCalledWith('usuarios', 'xlsx');
    await until(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
