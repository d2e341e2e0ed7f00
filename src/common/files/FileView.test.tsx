import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { licenceFile } from '../../users/licence/licenceFile';
import { photoFile } from '../../users/photo/photoFile';
import { FileView, type FileViewProps } from './FileView';

const user = { id: 5, name: 'Ana', last_name: 'López', licencia: '/api/usuarios/5/licencia/', imagen: null, updated_at: '2025-03-08T10:00:00' };

const show = (getFile: ReturnType<typeof vi.fn>, props: FileViewProps, record: Record<string, unknown> = user) =>
  render(
    <TestAdmin groups={['C4']} dataProvider={{ getFile } as never}>
      <RecordContextProvider value={record}>
        <FileView {...props} />
      </RecordContextProvider>
    </TestAdmin>,
  );

const blobOf = (type: string) => vi.fn(async () => ({ blob: new Blob(['bytes'], { type }) }));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('FileView', () => {
  it('fetches an image with the token as a blob and opens it in the image viewer', async () => {
    const getFile = blobOf('image/jpeg');
    show(getFile, { file: licenceFile });
    const image = await screen.findByRole('img', { name: 'Licencia de Ana López' });
    expect(image).toHaveAttribute('src', 'blob:file');
    expect(getFile).toHaveBeenCalledWith('usuarios', 5, 'licencia');
    await userEvent.click(screen.getByRole('button', { name: 'Ver licencia' }));
    expect(screen.getByRole('dialog', { name: 'Visor de imágenes' })).toBeInTheDocument();
  });

  it('shows a PDF in the browser viewer, with a download link', async () => {
    show(blobOf('application/pdf'), { file: licenceFile });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver licencia' }));
    const dialog = screen.getByRole('dialog', { name: 'Licencia de Ana López' });
    expect(dialog.querySelector('object')).toHaveAttribute('data', 'blob:file');
    expect(dialog.querySelector('object')).toHaveAttribute('type', 'application/pdf');
    // One in the dialog's actions, one inside <object> for browsers that cannot show PDFs (jsdom shows both).
    for (const link of screen.getAllByRole('link', { name: 'Descargar' })) expect(link).toHaveAttribute('download', 'licencia-5.pdf');
  });

  it('offers any other type as a download', async () => {
    show(blobOf('application/octet-stream'), { file: licenceFile });
    expect(await screen.findByRole('link', { name: 'Descargar' })).toHaveAttribute('href', 'blob:file');
  });

  it('says so, without fetching, when the record has no file', async () => {
    const getFile = blobOf('image/png');
    show(getFile, { file: licenceFile }, { ...user, licencia: null });
    expect(screen.getByText('El usuario no ha registrado una licencia.')).toBeInTheDocument();
    show(getFile, { file: photoFile, variant: 'avatar' });
    expect(screen.getByRole('img', { name: 'Sin foto de perfil' })).toBeInTheDocument();
    expect(getFile).not.toHaveBeenCalled();
  });

  it('says why when the file cannot be loaded', async () => {
    const getFile = vi.fn(async () => Promise.reject(new HttpError('No encontrado.', 404, {})));
    show(getFile, { file: licenceFile });
    expect(await screen.findByText('No se pudo abrir el archivo: No encontrado.')).toBeInTheDocument();
  });

  it('shows a photo as a round avatar that opens the viewer', async () => {
    show(blobOf('image/png'), { file: photoFile, variant: 'avatar', size: 96 }, { ...user, imagen: '/api/usuarios/5/imagen/' });
    expect(await screen.findByRole('img', { name: 'Foto de perfil de Ana López' })).toHaveAttribute('src', 'blob:file');
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar la foto' }));
    expect(screen.getByRole('dialog', { name: 'Visor de imágenes' })).toBeInTheDocument();
  });
});
