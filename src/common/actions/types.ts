import type { ReactElement } from 'react';
import type { RaRecord, UserIdentity } from 'react-admin';
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
  content: string;
}

/** A record call of SPEC §7: GET or POST `{base}{id}/{path}/`. */
interface CallMode {
  path: string;
  /** POST when the action sends a body or a reason, GET otherwise. */
  method?: 'GET' | 'POST';
  /** Fixed fields sent with the call (a reason is added to them). */
  body?: Record<string, unknown> | ((record: RaRecord) => Record<string, unknown>);
  update?: never;
}

/** A plain field change through the data provider's update (enable/disable). */
interface UpdateMode {
  update: Record<string, unknown>;
  path?: never;
  method?: never;
  body?: never;
}

export type RecordActionProps<R extends ResourceName = ResourceName> = {
  /** DOMAIN §1 resource whose `action` the caller needs. */
  resource: R;
  action: ActionOf<R>;
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
   * Asked before the call; without it (and without a reason) the call goes at once. Keys, or
   * the texts themselves when a shared helper words them (useConfirmText for enable/disable).
   */
  confirm?: ActionConfirm | ((record: RaRecord) => ActionConfirm);
  reason?: ReasonField;
  /** The record's name in the confirmation and toasts; the resource's representation by default. */
  recordName?: (record: RaRecord) => string;
  /** More values for the confirmation and toasts (the groups a user is about to lose). */
  messageArgs?: (record: RaRecord) => Record<string, unknown>;
  /** i18n keys of the toasts; the failure one gets `%{error}`, the server's message. */
  successMessage: string;
  errorMessage: string;
  /** Other resources whose lists and records change too (the record's own always reloads). */
  refresh?: readonly string[];
} & (CallMode | UpdateMode);

/** Declares an action once, its action name checked against its resource (`defineRecordAction({resource: 'prestamos', action: 'cancel', …})`). */
export const defineRecordAction = <R extends ResourceName>(props: RecordActionProps<R>): RecordActionProps<R> => props;
