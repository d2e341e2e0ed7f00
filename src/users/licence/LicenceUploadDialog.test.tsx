import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { LicenceUploadDialog } from './LicenceUploadDialog';

const record = { id: 5, name: 'Ana', last_name: 'López', licencia: null };
const licence = new File(['jpeg-bytes'], 'licencia.jpg', { type: 'image/jpeg' });

const setup = (uploadFiles: ReturnType<typeof vi.fn>) => {
  const onClose = vi.fn();
  render(
    <TestAdmin groups={['HHRR Administrador']} resource="usuarios" dataProvider={{ uploadFiles } as never} withToasts>
      <LicenceUploadDialog record={record} onClose={onClose} />
    </TestAdmin>,
  );
  return { onClose, actor: userEvent.setup() };
};

const fill = async (actor: ReturnType<typeof userEvent.setup>) => {
  await actor.upload(screen.getByTestId('dropzone').querySelector('input')!, licence);
  // The date picker's day, month and year sections, typed in the Spanish order (dd-MM-yyyy).
  await actor.click(screen.getByRole('spinbutton', { name: /^D[ií]a$/ }));
  await actor.keyboard('31012026');
};

const submit = (actor: ReturnType<typeof userEvent.setup>) => actor.click(screen.getByRole('button', { name: 'Subir licencia' }));

describe('LicenceUploadDialog', () => {
  it('asks for the file and the expiry date before uploading', async () => {
    const uploadFiles = vi.fn();
    const { actor } = setup(uploadFiles);
    await submit(actor);
    expect(await screen.findByText('Elija un archivo.')).toBeInTheDocument();
    expect(screen.getByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it('uploads the file with its expiry as yyyy-MM-dd (multipart licencia, vencimiento), says so and closes', async () => {
    const uploadFiles = vi.fn(async () => ({ data: { id: 5, licencia_status: 0 } }));
    const { onClose, actor } = setup(uploadFiles);
    await fill(actor);
    await submit(actor);
    await vi.waitFor(() => expect(uploadFiles).toHaveBeenCalledWith('usuarios', 5, 'licencia', { licencia: licence, vencimiento: '2026-01-31' }));
    expect(await screen.findByText('Licencia guardada')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's file error under the file field", async () => {
    const uploadFiles = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { licencia: 'El archivo debe ser JPEG, PNG, WebP o PDF.' } })),
    );
    const { onClose, actor } = setup(uploadFiles);
    await fill(actor);
    await submit(actor);
    expect(await screen.findByText('El archivo debe ser JPEG, PNG, WebP o PDF.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
