import { render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { screenWidth } from '../../../test/client/screenWidth';
import { ListAside } from './ListAside';

const drawn = (width: number, isPending: boolean) => {
  screenWidth(width);
  render(
    <ThemeProvider theme={createTheme()}>
      <ListContextProvider value={{ isPending, data: isPending ? undefined : [] } as unknown as ListControllerResult}>
        <ListAside>
          <p>Mapa de las filas</p>
        </ListAside>
      </ListContextProvider>
    </ThemeProvider>,
  );
  return screen.queryByText('Mapa de las filas') !== null;
};

describe('ListAside', () => {
  it('under the rows (a phone, a tablet) waits for the first page: drawn before it, it moved down as the rows came', () => {
    expect(drawn(390, true)).toBe(false);
  });

  it('under the rows, draws once the page has come', () => {
    expect(drawn(1024, false)).toBe(true);
  });

  it('beside the rows (lg and wider) draws at once, so that the table keeps its width when the rows come', () => {
    expect(drawn(1400, true)).toBe(true);
  });
});
