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

  it('saves a PDF to disk instead of opening it: no viewer, and no object URL of it as a PDF', async () => {
    const createObjectURL = vi.mocked(URL.createObjectURL);
    createObjectURL.mockClear();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(blobOf('application/pdf'), { file: licenceFile });
    const button = await screen.findByRole('button', { name: 'Descargar' });
    expect(button).toHaveAccessibleDescription('Licencia de Ana López');
    await userEvent.click(button);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('licencia-5.pdf');
    // The only object URL is the download's, typed so that a browser opening it still saves it.
    expect(createObjectURL.mock.calls.map(([blob]) => (blob as Blob).type)).toEqual(['application/octet-stream']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('object, embed, iframe')).toBeNull();
    click.mockRestore();
  });

  it('offers any other type as a download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show(blobOf('application/octet-stream'), { file: licenceFile });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('licencia-5.bin');
    click.mockRestore();
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
