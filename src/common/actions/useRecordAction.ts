import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { FleetDataProvider, RecordActionOptions } from '../../providers/dataProvider';
import { ReauthCancelled } from '../../providers/http';
import { errorMessage, fieldErrorsOf } from '../errorMessage';
import type { ActionValues, RecordActionProps } from './types';
import { useRefreshResources } from './useRefreshResources';

export type ActionOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, unknown> };

type CallProps = Pick<
  RecordActionProps,
  | 'resource' | 'base' | 'path' | 'method' | 'body' | 'inputs' | 'toBody' | 'targetId' | 'collection' | 'update' | 'reason'
  | 'successMessage' | 'errorMessage' | 'answerArgs' | 'refresh'
>;

/** The call's options; none for a plain GET, so the call reads as SPEC §7 names it. */
const callOptions = ({ method, body, inputs, toBody, reason }: CallProps, record: RaRecord, values: ActionValues): RecordActionOptions | undefined => {
  const fields = { ...(typeof body === 'function' ? body(record) : body) };
  if (toBody) Object.assign(fields, toBody(values, record));
  else if (inputs) Object.assign(fields, values);
  if (reason) fields[reason.field] = String(values[reason.field] ?? '').trim();
  const verb = method ?? (body || inputs || toBody || reason ? 'POST' : 'GET');
  return verb === 'GET' ? undefined : { method: verb, body: fields };
};

/** Field errors about what the confirmation asked (its values), which it shows under their inputs. */
const dialogErrorsOf = (error: unknown, values: ActionValues) => {
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors && Object.keys(fieldErrors).some((field) => field in values) ? fieldErrors : undefined;
};

/**
 * Runs one record action: the call (or the update), the success or failure toast (with the
 * server's message, e.g. 409 invalid_transition) and the reload of what changed. A field
 * error on one of the confirmation's inputs (or the reason) comes back to the dialog instead
 * of a toast; a cancelled re-authentication says nothing. A 409 reloads too: the record is no longer in the state the page showed.
 */
export const useRecordAction = (props: CallProps) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshResources();
  const base = props.base ?? props.resource;

  return async (record: RaRecord, values: ActionValues, messageArgs: Record<string, unknown>): Promise<ActionOutcome> => {
    let answer: unknown;
    try {
      if (props.update) {
        await dataProvider.update(base, { id: record.id, data: props.update, previousData: record });
      } else if (props.collection) {
        answer = (await dataProvider.collectionAction(base, props.path!, callOptions(props, record, values)?.body ?? {}))?.data;
      } else {
        const options = callOptions(props, record, values);
        const id = props.targetId?.(record, values) ?? record.id;
        const result = await (options ? dataProvider.recordAction(base, id, props.path!, options) : dataProvider.recordAction(base, id, props.path!));
        // A test's stand-in may answer nothing.
        answer = (result as { data?: unknown } | undefined)?.data;
      }
    } catch (error) {
      // The person cancelled "Confirme que es usted": nothing was done, by their choice; nothing to say.
      if (error instanceof ReauthCancelled) return { ok: false };
      const fieldErrors = dialogErrorsOf(error, values);
      if (fieldErrors) return { ok: false, fieldErrors };
      const message = errorMessage(error);
      notify(props.errorMessage, { type: 'error', messageArgs: { ...messageArgs, error: message, _: message } });
      // 409: the record moved on meanwhile (another admin decided first); show its state now, so
      // the buttons it no longer allows go away.
      if ((error as { status?: number } | null)?.status === 409) void refresh([base, ...(props.refresh ?? [])]);
      return { ok: false };
    }
    notify(props.successMessage, { type: 'success', messageArgs: { ...messageArgs, ...props.answerArgs?.(answer) } });
    refresh([base, ...(props.refresh ?? [])]);
    return { ok: true };
  };
};
