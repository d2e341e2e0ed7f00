import type { ComponentType } from 'react';
import { useCheckAgainWhen } from './form/checkAgain';

type RangeEndInputProps<P extends { source: string }> = P & {
  /** The source of the range's start, which the end's check reads. */
  from: string;
  /** The input that edits the end (NumberInput, DatePickerInput…), given every other prop. */
  input: ComponentType<P>;
};

/**
 * The end of a list filter's range whose check reads the start ("not before the first year"),
 * checked again whenever the start changes: after fixing the start, the end's message went
 * away only once the end itself was edited, while the list already filtered by the range.
 * `source` and `label` stay on this element: react-admin's filter button reads them from it.
 */
export function RangeEndInput<P extends { source: string }>({ from, input: Input, ...props }: RangeEndInputProps<P>) {
  const inputProps = props as unknown as P;
  useCheckAgainWhen(inputProps.source, from);
  return <Input {...inputProps} />;
}
