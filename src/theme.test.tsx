import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutocompleteInput, Form } from 'react-admin';
import { grey } from '@mui/material/colors';
import { createTheme, decomposeColor, getContrastRatio, lighten, recomposeColor } from '@mui/material/styles';
import { TestAdmin } from '../test/client/TestAdmin';
import { CHIP_COLORS, CHIP_VARIANTS, chipColors } from './common/crud/ChipText';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';

const renderSearch = () =>
  render(
    <TestAdmin theme={theme}>
      <Form>
        <AutocompleteInput source="planta" label="Planta" choices={[{ id: 1, name: 'Planta Norte' }]} />
      </Form>
    </TestAdmin>,
  );

describe('theme', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('says in Spanish that an autocomplete has nothing matching what was typed', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Planta' }), 'zzz');
    expect(await screen.findByText('No hay coincidencias')).toBeInTheDocument();
  });

  it('and in English when the interface is', async () => {
    await i18nProvider.changeLocale('en');
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Planta' }), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });
});

/** A colour (maybe translucent) laid over an opaque one, as the browser paints it. */
const over = (top: string, bottom: string) => {
  const [t, b] = [decomposeColor(top), decomposeColor(bottom)];
  const a = t.values[3] ?? 1;
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => t.values[i] * a + b.values[i] * (1 - a)) as [number, number, number] });
};

describe('theme colours', () => {
  const mui = createTheme(theme);
  // Where a chip or a coloured text can sit: a card, the page, the form toolbar, and the bulk
  // toolbar of a list with rows selected (react-admin's light blue).
  const surfaces = { paper: mui.palette.background.paper, page: mui.palette.background.default, toolbar: grey[200], bulk: lighten(mui.palette.primary.light, 0.8) };

  it.each(CHIP_COLORS.flatMap((color) => CHIP_VARIANTS.map((variant) => [color, variant] as const)))('a %s %s chip reads at 4.5:1 or more', (color, variant) => {
    const look = chipColors(mui, color, variant);
    for (const [name, surface] of Object.entries(surfaces)) {
      const fill = look.backgroundColor === 'transparent' ? surface : over(look.backgroundColor, surface);
      expect(getContrastRatio(over(look.color, fill), fill), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)('%s reads at 4.5:1 as text on every surface and under its own text', (color) => {
    const { main, contrastText } = mui.palette[color];
    for (const [name, surface] of Object.entries(surfaces)) expect(getContrastRatio(main, surface), name).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(over(contrastText, main), main)).toBeGreaterThanOrEqual(4.5);
  });
});
