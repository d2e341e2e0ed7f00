import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { NumberCellField } from './NumberCellField';

const renderPoints = (puntos: unknown) =>
  render(
    <TestAdmin>
      <RecordContextProvider value={{ id: 1, puntos }}>
        <p data-testid="cell">
          <NumberCellField source="puntos" />
        </p>
      </RecordContextProvider>
    </TestAdmin>,
  );

describe('NumberCellField', () => {
  it('groups thousands as Mexican Spanish writes them', () => {
    renderPoints(13935.5);
    expect(screen.getByTestId('cell')).toHaveTextContent(/^13,935\.5$/);
  });

  it('leaves the cell empty without a number', () => {
    renderPoints(null);
    expect(screen.getByTestId('cell')).toHaveTextContent(/^$/);
  });
});
