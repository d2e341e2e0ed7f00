import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { licenceFile } from '../../users/licence/licenceFile';
import { FileUploadDialog } from './FileUploadDialog';
import { until } from '../../../test/client/until';

const record = { id: 5, name: 'Ana', last_name: 'López', licencia: null };
const licence = new File(['jpeg-bytes'], 'licencia.jpg', { type: 'image/jpeg' });

const setup = (uploadFiles: ReturnType<typeof vi.fn>) => {
  const onClose = vi.fn();
  render(
    <TestAdmin groups={['HHRR Administrador']} resource="usuarios" dataProvider={{ uploadFiles } as never} withToasts>
      <FileUploadDialog file={licenceFile} record={record} onClose={onClose} />
    </TestAdmin>,
  );
  // applyAccept off: a person can still drop, or pick with "all files", what the picker does not offer.
  return { onClose, actor: userEvent.setup({ applyAccept: false }) };
};

const pick = (actor: ReturnType<typeof userEvent.setup>, file: File) => actor.upload(screen.getByTestId('dropzone').querySelector('input')!, file);

const fill = async (actor: ReturnType<typeof userEvent.setup>, file: File = licence) => {
  await pick(actor, file);
  // The date picker's day, month and year sections, typed in the Spanish order (dd-MM-yyyy).
  await actor.click(screen.getByRole('spinbutton', { name: 'Día' }));
  await actor.keyboard('31012026');
};

const submit = (actor: ReturnType<typeof userEvent.setup>) => actor.click(screen.getByRole('button', { name: 'Subir licencia' }));

describe('FileUploadDialog (the licence as declared)', () => {
  it('names the record, the types and size it takes, and offers only those in the picker', () => {
    setup(vi.fn());
    expect(screen.getByRole('dialog', { name: 'Licencia de Ana López' })).toHaveTextContent('JPEG, PNG, WebP o PDF, hasta 10 MB.');
    expect(screen.getByTestId('dropzone').querySelector('input')).toHaveAttribute('accept', expect.stringContaining('application/pdf,.pdf'));
  });

  it('asks for the file and the expiry date before uploading', async () => {
    const uploadFiles = vi.fn();
    const { actor } = setup(uploadFiles);
    await submit(actor);
    expect(await screen.findByText('Elija un archivo.')).toBeInTheDocument();
    expect(screen.getByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending it', async () => {
    const uploadFiles = vi.fn();
    const { actor } = setup(uploadFiles);
    await fill(actor, new File(['GIF89a'], 'licencia.gif', { type: 'image/gif' }));
    await submit(actor);
    expect(await screen.findByText('El archivo debe ser de tipo JPEG, PNG, WebP o PDF.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const uploadFiles = vi.fn();
    const { actor } = setup(uploadFiles);
    const big = new File(['%PDF-'], 'licencia.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await fill(actor, big);
    await submit(actor);
    expect(await screen.findByText('El archivo no puede pesar más de 10 MB.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it('uploads the file with its expiry as yyyy-MM-dd (multipart licencia, vencimiento), says so and closes', async () => {
    const uploadFiles = vi.fn(async () => ({ data: { id: 5, licencia_status: 0 } }));
    const { onClose, actor } = setup(uploadFiles);
    await fill(actor);
    await submit(actor);
    await until(() => expect(uploadFiles).toHaveBeenCalledWith('usuarios', 5, 'licencia', { licencia: licence, vencimiento: '2026-01-31' }));
    expect(await screen.findByText('Licencia guardada')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's file error under the file field", async () => {
    const uploadFiles = vi.fn(async () =>
      Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { licencia: 'El archivo debe ser de tipo JPEG, PNG, WebP, PDF.' } })),
    );
    const { onClose, actor } = setup(uploadFiles);
    await fill(actor);
    await submit(actor);
    expect(await screen.findByText('El archivo debe ser de tipo JPEG, PNG, WebP, PDF.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the upload fails otherwise, and stays open to retry', async () => {
    const uploadFiles = vi.fn(async () => Promise.reject(new HttpError('Error del servidor', 500, {})));
    const { onClose, actor } = setup(uploadFiles);
    await fill(actor);
    await submit(actor);
    expect(await screen.findByText('No se pudo guardar la licencia: Error del servidor')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
