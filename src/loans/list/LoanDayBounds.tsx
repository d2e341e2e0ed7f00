import type { ReactNode } from 'react';
import { DayBounds, dayBounds } from '../../common/dayRange';

/**
 * The departure filters pick days; fecha_salida is an instant. "From" starts at the local
 * midnight of its day and "to" ends at its last millisecond, so both days count (common/dayRange).
 */
export const departureBounds = dayBounds('fecha_salida');

/** The app's data provider with the loan lists' departure days widened, for the list and its export alike. */
export const LoanDayBounds = ({ children }: { children: ReactNode }) => <DayBounds widen={departureBounds}>{children}</DayBounds>;
