import type { ReactElement, ReactNode } from 'react';
import type { Identifier, RaRecord, UserIdentity } from 'react-admin';
import type { TransitionRuleOf } from '../../../domain/machines';
import type { ActionOf, ResourceName } from '../../providers/actions';

/** A free-text reason the server stores with the change (SPEC §7: `motivo_de_rechazo`). */
export interface ReasonField {
  /** The body field the call takes. */
  field: string;
  /** i18n key of the field's label. */
  label: string;
  required?: boolean;
  /** Characters at most; REASON_MAX_LENGTH by default. */
  maxLength?: number;
}

/** The confirmation: i18n keys where `%{name}` is the record's name and `%{smart_count}` is 1. */
export interface ActionConfirm {
  title: string;
  content?: string;
}

/** The values the confirmation's inputs (and reason) hold when it is confirmed. */
export type ActionValues = Record<string, unknown>;

/** A record call of SPEC §7: GET or POST `{base}{id}/{path}/`. */
interface CallMode {
  path: string;
  /** POST when the action sends a body or a reason, GET otherwise. */
  method?: 'GET' | 'POST';
  /** Fixed fields sent with the call (the inputs' body and the reason are added to them). */
  body?: Record<string, unknown> | ((record: RaRecord) => Record<string, unknown>);
  /**
   * react-admin inputs shown in the confirmation with their validators (`{vehiculo}` to assign,
   * `puntos` to redeem). Their sources are the body's field names, so that the server's field
   * errors land under them. Inside the form the record context is empty (a loan's `vehiculo` or
   * a user's `puntos` balance must not prefill them): the function form receives the record.
   */
  inputs?: ReactNode | ((record: RaRecord) => ReactNode);
  /** What the inputs start with (a loan's current vehicle); never the record's own fields otherwise. */
  defaultValues?: (record: RaRecord) => ActionValues;
  /** What the inputs' values send; the values themselves by default. */
  toBody?: (values: ActionValues, record: RaRecord) => Record<string, unknown>;
  /**
   * The id the call goes to when it is not the shown record's: a card put on the shown loan is
   * `tarjeta_gasolina/{card}/asignar_prestamo/ {prestamo}` (`base` names the card's API base).
   */
  targetId?: (record: RaRecord, values: ActionValues) => Identifier;
  /**
   * A call on the collection, POST `{base}{path}/` with the body, which names the record itself
   * (SPEC §7 `viajes/completar-viajes-usuario-abordado/ {viaje}`), instead of `{base}{id}/{path}/`.
   */
  collection?: boolean;
  update?: never;
}

/** A plain field change through the data provider's update (enable/disable). */
interface UpdateMode {
  update: Record<string, unknown>;
  path?: never;
  method?: never;
  body?: never;
  inputs?: never;
  defaultValues?: never;
  toBody?: never;
  targetId?: never;
  collection?: never;
}

/** What every record action declares, whichever call it makes. */
interface ActionWords<R extends ResourceName> {
  /** API base of the call when it is not `resource` (quitar_permisos: checked on usuarios/plataforma, called on usuarios/). */
  base?: string;
  /** i18n key of the button. */
  label: string;
  icon?: ReactElement;
  color?: 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';
  variant?: 'text' | 'outlined' | 'contained';
  /** When the action means something for this record (its state, who is looking). */
  show?: (record: RaRecord, identity: UserIdentity | undefined) => boolean;
  /**
   * Asked before the call; without it (and without inputs or a reason) the call goes at once.
   * Keys, or the texts themselves when a shared helper words them (useConfirmText for
   * enable/disable).
   */
  confirm?: ActionConfirm | ((record: RaRecord) => ActionConfirm);
  /** Shorthand for the common input: a free-text reason, trimmed, with the app's length rules. */
  reason?: ReasonField;
  /** i18n key of the confirmation's button ("Canjear puntos"); ra.action.confirm by default. */
  submitLabel?: string;
  /** The record's name in the confirmation and toasts; the resource's representation by default. */
  recordName?: (record: RaRecord) => string;
  /**
   * More values for the confirmation and toasts (the groups a user is about to lose); `values`
   * are the confirmation's, empty until it is confirmed (the toasts: "20 puntos canjeados").
   */
  messageArgs?: (record: RaRecord, values: ActionValues) => Record<string, unknown>;
  /** Values for the success toast read from the call's answer (how many occupants a completion finalized). */
  answerArgs?: (answer: unknown) => Record<string, unknown>;
  /** i18n keys of the toasts; the failure one gets `%{error}`, the server's message. */
  successMessage: string;
  errorMessage: string;
  /** Other resources whose lists and records change too (the record's own always reloads). */
  refresh?: readonly string[];
  /** The DOMAIN §2 transition it makes (domain/machines.ts): the button shows only where its table allows it. */
  transition?: TransitionRuleOf<R>;
}

export type RecordActionProps<R extends ResourceName = ResourceName> = ActionWords<R> & {
  /** DOMAIN §1 resource whose `action` the caller needs. */
  resource: R;
  action: ActionOf<R>;
} & (CallMode | UpdateMode);

/**
 * A transition's record action: its table's entry gives the resource, the DOMAIN §1 action, the
 * call's path and method, and where it is offered (its from-states and condition on the record).
 */
export type TransitionActionProps<R extends ResourceName = ResourceName> = ActionWords<R> & {
  transition: TransitionRuleOf<R>;
  resource?: never;
  action?: never;
} & Omit<CallMode, 'path' | 'method'>;

/**
 * Declares an action once, its action name checked against its resource
 * (`defineRecordAction({resource: 'prestamos', action: 'cancel', …})`), or taken with its call
 * from a state machine's table (`defineRecordAction({transition: VEHICLE_TRANSITIONS.liberar, …})`).
 */
export function defineRecordAction<R extends ResourceName>(props: TransitionActionProps<R>): RecordActionProps<R>;
export function defineRecordAction<R extends ResourceName>(props: RecordActionProps<R>): RecordActionProps<R>;
export function defineRecordAction<R extends ResourceName>(props: TransitionActionProps<R> | RecordActionProps<R>): RecordActionProps<R> {
  const { transition } = props;
  if (!transition || 'path' in props || 'update' in props) return props as RecordActionProps<R>;
  return { ...props, resource: transition.resource, action: transition.access, path: transition.path, method: transition.method } as RecordActionProps<R>;
}
