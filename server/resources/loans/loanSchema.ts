import { z } from 'zod';
import { LOAN_TEXT } from '../../../domain/loans';
import { optionalReference, optionalText, recordId, requiredText } from '../../kit/fields';

/** DOMAIN §5 Loans, the fields a body may set on `prestamos/` (a request; the rest moves by its calls). */
export const loanInput = z.object({
  usuario: recordId(),
  planta: optionalReference(),
  destino: requiredText(LOAN_TEXT.destino),
  motivo: optionalText(LOAN_TEXT.motivo),
  fecha_salida: z.iso.datetime({ offset: true }),
  fecha_regreso: z.iso.datetime({ offset: true }),
});
