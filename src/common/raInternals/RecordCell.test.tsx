import { render, screen } from '@testing-library/react';
import { DataTable, RecordContextProvider, useRecordContext } from 'react-admin';
import type { ReactNode } from 'react';
import { RecordCell, recordCells } from './RecordCell';

const record = { id: 7, email: 'ana@flotilla.mx', puntos: 0, empty: null, owner: { name: 'Ana' } };

const inRow = (cells: ReactNode) =>
  render(
    <RecordContextProvider value={record}>
      <table>
        <tbody>
          <tr>{cells}</tr>
        </tbody>
      </table>
    </RecordContextProvider>,
  );

const NameField = ({ source }: { source: string }) => <b>{`${source}: ${useRecordContext()?.id}`}</b>;

describe('RecordCell', () => {
  it('draws the value of its source in a cell with MUI’s and react-admin’s classes', () => {
    inRow(<RecordCell source="email" />);
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('ana@flotilla.mx');
    expect(cell.className).toBe('MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell column-email');
  });

  it('draws zero, a nested value and nothing for an empty one', () => {
    inRow(
      <>
        <RecordCell source="puntos" align="right" />
        <RecordCell source="owner.name" />
        <RecordCell source="empty" />
      </>,
    );
    const [points, owner, empty] = screen.getAllByRole('cell');
    expect(points).toHaveTextContent('0');
    expect(points).toHaveClass('MuiTableCell-alignRight', 'column-puntos');
    expect(owner).toHaveTextContent('Ana');
    expect(empty).toBeEmptyDOMElement();
  });

  it('draws its field with the source, or its children, in the row’s record', () => {
    inRow(
      <>
        <RecordCell source="email" field={NameField} />
        <RecordCell source="id" className="extra">
          <i>own</i>
        </RecordCell>
      </>,
    );
    const [field, own] = screen.getAllByRole('cell');
    expect(field).toHaveTextContent('email: 7');
    expect(own).toHaveTextContent('own');
    expect(own).toHaveClass('extra', 'column-id');
  });

  it('turns the list’s columns into cells, in their order, each with the table’s class for its alignment', () => {
    inRow(
      recordCells(
        [<DataTable.Col key="a" source="email" />, <DataTable.Col key="b" source="puntos" align="right" />],
        (align) => `look-${align}`,
      ),
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['ana@flotilla.mx', '0']);
    expect(cells[0].className).toBe('look-inherit MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell column-email');
    expect(cells[1]).toHaveClass('look-right', 'MuiTableCell-alignRight');
  });
});
