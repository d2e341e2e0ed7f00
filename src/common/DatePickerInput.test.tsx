import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { DatePickerInput } from './DatePickerInput';

/** The form's value, as a list's filters would apply it. */
const Stored = () => <output aria-label="stored">{String(useWatch({ name: 'vencimiento' }))}</output>;

/**
 * A screen drawn again with each outcome of the form's check and slower to draw than a frame (a
 * list on a slow phone or a busy machine): React runs the effects of such a drawing in a later
 * task, so a key typed meanwhile comes before them.
 */
const SlowScreen = () => {
  const { isValid } = useFormState();
  const drawn = performance.now() + 250;
  while (performance.now() < drawn);
  return <span hidden>{String(isValid)}</span>;
};

/** `live`: the form checks each change as it is typed, as a list's filter form does, on a slow screen. */
const renderPicker = ({ live = false } = {}) =>
  render(
    <TestAdmin resource="usuarios">
      <Form mode={live ? 'onChange' : undefined}>
        <DatePickerInput source="vencimiento" />
        <Stored />
        {live && <SlowScreen />}
      </Form>
    </TestAdmin>,
  );

/** The field's day, month and year sections as a screen reader names them, with what each shows. */
const sections = () => screen.getAllByRole('spinbutton').map((section) => [section.getAttribute('aria-label'), section.textContent]);

describe('DatePickerInput', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('speaks Spanish from the catalogue: its sections, placeholders, button and calendar', async () => {
    renderPicker();
    const user = userEvent.setup();
    await screen.findByRole('spinbutton', { name: 'Día' });
    expect(sections()).toEqual([
      ['Día', 'DD'],
      ['Mes', 'MM'],
      ['Año', 'AAAA'],
    ]);
    await user.click(screen.getByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('31012026');
    const open = screen.getByRole('button', { name: 'Elegir fecha; la fecha elegida es 31-01-2026' });
    await user.click(open);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'La vista de calendario está abierta; cambiar a la vista de años' })).toBeInTheDocument();
  });

  it('speaks English when the interface does, in the English order', async () => {
    await i18nProvider.changeLocale('en');
    renderPicker();
    await screen.findByRole('spinbutton', { name: 'Day' });
    expect(sections()).toEqual([
      ['Month', 'MM'],
      ['Day', 'DD'],
      ['Year', 'YYYY'],
    ]);
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('spinbutton', { name: 'Month' }));
    await user.keyboard('01312026');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is 01/31/2026' })).toBeInTheDocument();
  });

  it('stores no day while its year is still being typed: 2, 20 and 202 are not years it means', async () => {
    renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('0503');
    for (const digit of '202') {
      await user.keyboard(digit);
      expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('invalid-date');
    }
    await user.keyboard('6');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('2026-03-05');
  });

  it('shows each digit as it is typed into a date whose year is still being typed, and keeps it when the form draws the field again', async () => {
    renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('05032');
    // Back to the month to fix it: the year (2, on the way to 2026) is no year the form stores yet.
    await user.click(screen.getByRole('spinbutton', { name: 'Mes' }));
    await user.keyboard('0');
    expect(sections()).toEqual([
      ['Día', '05'],
      ['Mes', '00'],
      ['Año', '0002'],
    ]);
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('invalid-date');
    // Drawn again (here on leaving it), the field keeps what is typed.
    await user.tab();
    expect(sections().map(([, shown]) => shown)).toEqual(['05', '00', '0002']);
  });

  it('keeps a day retyped in a form that checks as it is typed (a list filter): 0 into the month of 01-03-2026 leaves 01-00-2026', async () => {
    renderPicker({ live: true });
    // A key every 100 ms: the next one comes while the screen is drawn again after the check.
    const user = userEvent.setup({ delay: 100 });
    await user.click(await screen.findByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('05032026');
    await user.click(screen.getByRole('spinbutton', { name: 'Día' }));
    // The form checks 01-03-2026 and draws the field again as the next digit comes.
    await user.keyboard('010');
    expect(sections().map(([, shown]) => shown)).toEqual(['01', '00', '2026']);
    await user.keyboard('3');
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('2026-03-01');
  });
});
