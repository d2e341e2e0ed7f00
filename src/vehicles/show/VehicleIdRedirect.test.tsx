import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { VehicleIdRedirect } from './VehicleIdRedirect';
import { vehicle } from './vehicleFixtures';

const Where = () => <p>En {useLocation().pathname}</p>;

const renderAt = (path: string, getOne: () => Promise<unknown>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin resource="vehiculos" dataProvider={{ getOne } as never}>
        <Routes>
          <Route path="/vehiculos/:id/show/*" element={<VehicleIdRedirect to="show" />} />
          <Route path="/vehiculos/:id/edit/*" element={<VehicleIdRedirect to="edit" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

describe('VehicleIdRedirect', () => {
  it('resolves /vehiculos/:id/show to the plate route of the record page (GET vehiculos/{id}/)', async () => {
    const getOne = vi.fn(async () => ({ data: vehicle({ matricula: 'XYZ-987' }) }));
    renderAt('/vehiculos/7/show', getOne);
    expect(await screen.findByText('En /vehiculos/XYZ-987')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ id: '7' }));
  });

  it('resolves /vehiculos/:id/edit to the plate route of the form', async () => {
    renderAt('/vehiculos/7/edit', async () => ({ data: vehicle() }));
    expect(await screen.findByText('En /vehiculos/editar/ABC123')).toBeInTheDocument();
  });

  it('says the vehicle does not exist when the id is unknown (404)', async () => {
    renderAt('/vehiculos/99/show', async () => Promise.reject(new HttpError('No encontrado', 404, { code: 'not_found' })));
    expect(await screen.findByText('No existe ningún vehículo con el identificador 99.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista de vehículos' })).toHaveAttribute('href', '/vehiculos');
  });
});
