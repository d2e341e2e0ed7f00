import { render, screen } from '@testing-library/react';
import { Resource } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { TestAdmin } from '../../test/client/TestAdmin';
import loans from '../loans';
import tripRequests from '../tripRequests';

const Where = () => <p>En {useLocation().pathname}</p>;

const renderAt = (path: string) =>
  render(
    <TestAdmin path={path}>
      <Routes>
        <Route path="/prestamos/*" element={<Resource name="prestamos" {...loans} />} />
        <Route path="/solicitudes_viaje/*" element={<Resource name="solicitudes_viaje" {...tripRequests} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </TestAdmin>,
  );

describe('the base path of a resource whose list is a screen of its own', () => {
  it.each([
    ['/prestamos', 'En /solicitudes'],
    ['/prestamos/', 'En /solicitudes'],
    ['/solicitudes_viaje', 'En /viajes/solicitudes'],
  ])('%s opens that screen, not an empty page', async (path, where) => {
    renderAt(path);
    expect(await screen.findByText(where)).toBeInTheDocument();
  });

  it('leaves the record links as they were', async () => {
    renderAt('/prestamos/12/show');
    expect(await screen.findByText('En /viajes_fleet/viajes/12')).toBeInTheDocument();
  });
});
