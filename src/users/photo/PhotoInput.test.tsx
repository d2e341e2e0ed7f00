import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { PhotoInput } from './PhotoInput';
import { until } from '../../../test/client/until';

const setup = (groups = ['HHRR Administrador']) => {
  const onSubmit = vi.fn();
  render(
    <TestAdmin groups={groups} resource="usuarios">
      <Form onSubmit={onSubmit}>
        <PhotoInput />
        <SaveButton alwaysEnable />
      </Form>
    </TestAdmin>,
  );
  return { onSubmit, actor: userEvent.setup({ applyAccept: false }) };
};

const pickAndSave = async (actor: ReturnType<typeof userEvent.setup>, file: File) => {
  await actor.upload((await screen.findByTestId('dropzone')).querySelector('input')!, file);
  await actor.click(screen.getByRole('button', { name: 'Guardar' }));
};

describe('PhotoInput (user create and edit forms)', () => {
  it('says which pictures it takes and offers only those in the picker', async () => {
    setup();
    expect(await screen.findByText('JPEG, PNG o WebP, hasta 10 MB. Se sube después de guardar el usuario.')).toBeInTheDocument();
    expect(screen.getByTestId('dropzone').querySelector('input')).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
  });

  it('refuses a picture of another type before saving', async () => {
    const { onSubmit, actor } = setup();
    await pickAndSave(actor, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(await screen.findByText('El archivo debe ser de tipo JPEG, PNG o WebP.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a picture over 10 MB before saving', async () => {
    const { onSubmit, actor } = setup();
    const big = new File(['png'], 'foto.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pickAndSave(actor, big);
    expect(await screen.findByText('El archivo no puede pesar más de 10 MB.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves with a picture that fits', async () => {
    const { onSubmit, actor } = setup();
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await pickAndSave(actor, photo);
    await until(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ foto: expect.objectContaining({ rawFile: photo }) }), expect.anything()));
  });
});
