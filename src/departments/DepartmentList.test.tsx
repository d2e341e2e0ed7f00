import { render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { DepartmentList } from './DepartmentList';

const departments = [
  { id: 7, name: 'Finanzas', code: 'FIN', description: 'Pagos', planta: 1, status: 1, created_at: '2025-03-07T15:04:05', updated_at: null },
  { id: 8, name: 'Logística', code: 'LOG', description: '', planta: null, status: 0, created_at: '2025-03-07T15:04:05', updated_at: null },
];

describe('DepartmentList', () => {
  it('shows each department with its plant by name, linking to the plant record', async () => {
    const getMany = vi.fn(async () => ({ data: [{ id: 1, name: 'Planta Norte' }] }));
    render(
      <TestAdmin groups={['HHRR Administrador']} resource="departamentos" dataProvider={{ getList: async () => ({ data: departments, total: 2 }), getMany } as never}>
        <DepartmentList />
      </TestAdmin>,
    );
    expect(await screen.findByText('Finanzas')).toBeInTheDocument();
    const plant = await screen.findByRole('link', { name: 'Planta Norte' });
    expect(plant).toHaveAttribute('href', expect.stringContaining('/plantas/1/show'));
    expect(getMany).toHaveBeenCalledWith('plantas', expect.objectContaining({ ids: [1] }));
    expect(screen.getByRole('columnheader', { name: /Planta/ })).toBeInTheDocument();
    // HR may write: create and row selection are offered.
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });
});
