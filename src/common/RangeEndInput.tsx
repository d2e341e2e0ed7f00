import { useEffect, useRef, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

type RangeEndInputProps<P extends { source: string }> = P & {
  /** The source of the range's start, which the end's check reads. */
  from: string;
  /** The input that edits the end (NumberInput, DatePickerInput…), given every other prop. */
  input: ComponentType<P>;
};

/**
 * The end of a range whose check reads the start ("not before the first year"). react-hook-form
 * checks only the field that changed and react-admin's inputs take no `deps`, so after fixing the
 * start the end kept its message while the list already filtered by the range. Here the end is
 * checked again whenever the start changes. `source` and `label` stay on this element: react-admin's
 * filter button reads them from it.
 */
export function RangeEndInput<P extends { source: string }>({ from, input: Input, ...props }: RangeEndInputProps<P>) {
  const { trigger, getValues } = useFormContext();
  const start = useWatch({ name: from });
  const opened = useRef(true);
  const { source } = props as unknown as P;
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    const end = getValues(source);
    if (end !== undefined && end !== null && end !== '') void trigger(source);
  }, [start, source, getValues, trigger]);
  return <Input {...(props as unknown as P)} />;
}
