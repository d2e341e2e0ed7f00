import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutocompleteInput, Form } from 'react-admin';
import { alpha, createTheme, darken, decomposeColor, getContrastRatio, getOverlayAlpha, lighten, recomposeColor, type Theme } from '@mui/material/styles';
import { TestAdmin } from '../test/client/TestAdmin';
import { CHIP_COLORS, CHIP_VARIANTS, chipColors } from './common/crud/ChipText';
import { i18nProvider } from './providers/i18nProvider';
import { darkTheme, theme, TOOLBAR_FILL } from './theme';

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

/**
 * Where a chip or a coloured text can sit: the page, a card, and in the dark a menu and a dialog
 * too (MUI lightens a dark surface by its elevation), the form toolbar, and the bulk toolbar of a
 * list with rows selected (react-admin's light or dark blue).
 */
const surfacesOf = (mui: Theme) => {
  const { mode, background, primary } = mui.palette;
  const lifted = mode === 'dark' ? { card: 1, menu: 8, dialog: 24 } : { card: 0 };
  return {
    page: background.default,
    ...Object.fromEntries(Object.entries(lifted).map(([name, elevation]) => [name, over(alpha('#fff', getOverlayAlpha(elevation)), background.paper)])),
    toolbar: TOOLBAR_FILL[mode],
    bulk: mode === 'dark' ? darken(primary.dark, 0.5) : lighten(primary.light, 0.8),
  };
};

describe.each([
  ['light', theme],
  ['dark', darkTheme],
] as const)('the %s theme\'s colours', (mode, options) => {
  const mui = createTheme(options);
  const surfaces = surfacesOf(mui);

  it('is the mode it is named for', () => expect(mui.palette.mode).toBe(mode));

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

  it('writes secondary text at 4.5:1 on every surface', () => {
    for (const [name, surface] of Object.entries(surfaces)) expect(getContrastRatio(over(mui.palette.text.secondary, surface), surface), name).toBeGreaterThanOrEqual(4.5);
  });
});
