import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectInput, TextInput, required } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { activeStatusChoices } from '../statusChoices';
import { ResourceForm } from './ResourceForm';

const must = required('app.validation.required');

const renderForm = (children: ReactNode = <TextInput source="name" />, onSubmit?: (values: object) => unknown) =>
  render(
    <TestAdmin resource="plantas" path="/plantas/1" withToasts>
      <Routes>
        <Route
          path="/plantas/1"
          element={
            <>
              <ResourceForm record={{ id: 1, name: 'Planta Norte' }} onSubmit={onSubmit as never}>
                {children}
              </ResourceForm>
              <Link to="/plantas">Volver a la lista</Link>
            </>
          }
        />
        <Route path="/plantas" element={<h1>Lista de plantas</h1>} />
      </Routes>
    </TestAdmin>,
  );

/** Changes the name (an untouched form's save is disabled) and sends the form. */
async function send() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), ' II');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

/** Sends the form and answers the error summary titled `title` and its lines. */
async function sendRefused(title: string) {
  await send();
  const summary = await screen.findByRole('alert', { name: title });
  return { summary, lines: within(summary).getAllByRole('listitem').map((line) => line.textContent) };
}

describe('ResourceForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks in the app's own dialog before leaving with unsaved changes, and stays when the user keeps editing", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderForm();
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, ' II');
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog).toHaveTextContent('Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Planta Norte II');
    expect(screen.queryByRole('heading', { name: 'Lista de plantas' })).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves when the user chooses to leave without saving', async () => {
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), ' II');
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de plantas' })).toBeInTheDocument();
  });

  it('keeps the browser’s own question for closing or reloading the tab while changes are unsaved', async () => {
    renderForm();
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(name, ' II');
    expect(unload()).toBe(true);
  });

  it('leaves an untouched form without asking', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: /Nombre/ });
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista de plantas' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the app toolbar: save, and delete only when asked for', async () => {
    renderForm();
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('names every field at fault at the top, focuses the first one on the page, and raises no toast', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <>
        <TextInput source="name" />
        <TextInput source="code" validate={must} />
        <SelectInput source="status" choices={activeStatusChoices} validate={must} />
        <TextInput source="city" validate={must} />
      </>,
      onSubmit,
    );
    const { summary, lines } = await sendRefused('Hay 3 datos por corregir');
    expect(lines).toEqual([
      'Código: El campo no puede estar vacío.',
      'Estatus: El campo no puede estar vacío.',
      'Ciudad: El campo no puede estar vacío.',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Código/ })).toHaveFocus());
    // A select's value sits in a hidden input: its visible control takes the focus.
    await userEvent.click(within(summary).getByRole('button', { name: 'Estatus' }));
    expect(screen.getByRole('combobox', { name: /Estatus/ })).toHaveFocus();
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("focuses the first field the server refused and lists the server's messages, its form-wide one first", async () => {
    const onSubmit = vi.fn(async () => ({ city: 'Escriba otra ciudad.', code: 'Ya existe una planta con este código.', root: { serverError: 'Revise los datos.' } }));
    renderForm(
      <>
        <TextInput source="name" />
        <TextInput source="code" />
        <TextInput source="city" />
      </>,
      onSubmit,
    );
    const { lines } = await sendRefused('Hay 3 datos por corregir');
    expect(lines).toEqual([
      'Revise los datos.',
      'Código: Ya existe una planta con este código.',
      'Ciudad: Escriba otra ciudad.',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Código/ })).toHaveFocus());
    expect(screen.queryByText('Revise los datos.', { selector: '.notistack-MuiContent *' })).not.toBeInTheDocument();
  });
});
