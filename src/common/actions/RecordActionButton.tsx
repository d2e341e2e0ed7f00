import { useState } from 'react';
import { useGetIdentity, useGetRecordRepresentation, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { allows } from '../../../domain/machines';
import { useCanDo, type ResourceName } from '../../providers/actions';
import { ActionButton } from './ActionButton';
import { RecordActionDialog } from './RecordActionDialog';
import type { ActionValues, RecordActionProps } from './types';
import { useRecordAction } from './useRecordAction';

/** The name a confirmation and a toast give the record. */
const useRecordName = (props: RecordActionProps<ResourceName>, record: RaRecord | undefined) => {
  const representation = useGetRecordRepresentation(props.base ?? props.resource);
  if (!record) return '';
  if (props.recordName) return props.recordName(record);
  const shown = representation(record);
  return typeof shown === 'string' ? shown : String(record.id);
};

/**
 * One button for every record action (SPEC §7 calls such as aceptar_licencia, cancelar with
 * motivo_de_rechazo, or enable/disable): hidden without the DOMAIN §1 action (the row
 * restriction included), where its transition's table does not allow it (domain/machines.ts:
 * the record's state and condition) or where `show` says it means nothing; asks for
 * confirmation, with the declared inputs and reason; calls the server; toasts; reloads the
 * record and `refresh`.
 */
export const RecordActionButton = <R extends ResourceName>(props: RecordActionProps<R>) => {
  const { resource, action, transition, label, icon, color, variant, show, confirm, inputs, reason, submitLabel, messageArgs: moreArgs } = props;
  const record = useRecordContext();
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { canAccess } = useCanDo(resource, action, record);
  const name = useRecordName(props as RecordActionProps<ResourceName>, record);
  const run = useRecordAction(props as RecordActionProps<ResourceName>);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  // Only where the transition's table allows it; a `show` that looks at who is asking waits
  // for the identity rather than flashing the button.
  if (!record || !canAccess || (transition && !allows(transition, record))) return null;
  if (show && (identityPending || !show(record, identity))) return null;
  const argsFor = (values: ActionValues) => ({ name, smart_count: 1, ...moreArgs?.(record, values) });
  const messageArgs = argsFor({});

  const perform = async (values: ActionValues) => {
    setBusy(true);
    const outcome = await run(record, values, argsFor(values));
    setBusy(false);
    if (!outcome.ok && outcome.fieldErrors) return outcome.fieldErrors;
    setOpen(false);
    return undefined;
  };

  const onClick = () => (confirm || inputs || reason ? setOpen(true) : void perform({}));
  const question =
    typeof confirm === 'function'
      ? confirm(record)
      : confirm && { title: translate(confirm.title, messageArgs), content: confirm.content && translate(confirm.content, messageArgs) };

  return (
    <>
      <ActionButton label={label} icon={icon} color={color} variant={variant} onClick={onClick} disabled={busy} />
      {open && (
        <RecordActionDialog
          title={question?.title ?? translate(label, messageArgs)}
          content={question?.content}
          inputs={typeof inputs === 'function' ? inputs(record) : inputs}
          defaultValues={props.defaultValues?.(record)}
          reason={reason}
          submitLabel={submitLabel}
          submitIcon={submitLabel ? icon : undefined}
          destructive={color === 'error'}
          onClose={() => setOpen(false)}
          onConfirm={perform}
        />
      )}
    </>
  );
};
