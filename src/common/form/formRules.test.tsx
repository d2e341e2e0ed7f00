import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { PlantInputs } from '../../plants/PlantInputs';
import { PlatformUserInputs } from '../../platformUsers/PlatformUserInputs';
import { ResourceForm } from './ResourceForm';

/** What the forms of every screen get from ResourceForm and the shared validators. */
describe('form rules through ResourceForm', () => {
  it("marks every required field with an asterisk, the platform user's groups included", async () => {
    render(
      <TestAdmin resource="usuarios/plataforma">
        <ResourceForm>
          <PlatformUserInputs withPassword />
        </ResourceForm>
      </TestAdmin>,
    );
    await screen.findByRole('textbox', { name: /^Nombre/ });
    // react-admin draws the asterisk in the label, hidden from the accessible name.
    const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
    for (const input of [
      screen.getByRole('textbox', { name: /^Nombre/ }),
      screen.getByRole('textbox', { name: /^Apellidos/ }),
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      screen.getByLabelText(/^Contraseña/),
    ]) {
      expect(labelOf(input)).toMatch(/\*$/);
    }
    expect(screen.getByText('Grupos').closest('label')).toHaveTextContent(/^Grupos\s*\*$/);
    expect(labelOf(screen.getByRole('textbox', { name: /^Teléfono/ }))).not.toMatch(/\*/);
  });

  it("says a coordinate is out of range in the app's language, with no browser bubble", async () => {
    const save = vi.fn();
    render(
      <TestAdmin resource="plantas">
        <ResourceForm onSubmit={save} record={{ id: 1, name: 'Planta Norte', code: 'PN', status: 1 }}>
          <PlantInputs />
        </ResourceForm>
      </TestAdmin>,
    );
    const latitude = await screen.findByRole('spinbutton', { name: 'Latitud' });
    const longitude = screen.getByRole('spinbutton', { name: 'Longitud' });
    // No native limits: the browser would answer in its own language before ours runs.
    for (const input of [latitude, longitude]) {
      expect(input).not.toHaveAttribute('min');
      expect(input).not.toHaveAttribute('max');
    }
    expect(latitude.closest('form')).toHaveAttribute('novalidate');
    await userEvent.type(latitude, '95');
    await userEvent.type(longitude, '-181');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Asegúrese de que este valor sea menor o igual a 90.')).toBeInTheDocument();
    expect(screen.getByText('Asegúrese de que este valor sea mayor o igual a -180.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
