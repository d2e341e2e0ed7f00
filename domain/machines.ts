import type { ActionOf, ResourceName } from './access';

/**
 * DOMAIN §2 state machines as tables both sides read: each SPEC §7 call of a record with who
 * may make it (DOMAIN §1 action), the states it starts from, the state it writes, and the
 * condition on the record it also needs. The server's declarations spread an entry and add
 * what the call does (server/kit/transitions.ts); the client's record actions take it whole and
 * offer the call only where it would be accepted (src/common/actions/). Neither side spells a
 * call path or a state list of its own.
 */

/** A record as either side holds it: the server's locked row or the API's answer on the client. */
export type StateRecord = Record<string, unknown>;

/**
 * Who makes a call: a back-office role DOMAIN §1 allows (`access`), or the record's owner from
 * the phone (`caller: 'app'`, DOMAIN §7: domain/appCalls.ts lists it), never a back-office session.
 */
type Caller<R extends ResourceName> =
  | {
      /** DOMAIN §1 action of the table's resource. */
      access: ActionOf<R>;
      caller?: undefined;
      owner?: undefined;
    }
  | {
      access?: undefined;
      caller: 'app';
      /** The record's field that must hold the caller (a loan's `usuario`). */
      owner: string;
    };

/** One transition as a table declares it (the key of the table is its call path). */
type RuleInput<R extends ResourceName> = Caller<R> & {
  /** SPEC §7's method for the call. */
  method: 'GET' | 'POST';
  /** The states of the table's field it starts from. */
  from: readonly number[];
  /** The state it writes; null when the state stays (the server may work a state out, as a licence's by its date). */
  to: number | null;
  /**
   * A further condition on the record, beside its state (a loan without a vehicle to assign
   * one): a pure function of the record as the API answers it, so the server refuses (409) and
   * the client hides the call on the same grounds.
   */
  when?: (record: StateRecord) => boolean;
  /** Also served for several records at once, POST `{base}{bulk}/` {ids} (SPEC §7 multiple_liberar). */
  bulk?: string;
};

/** An entry of `R`'s table. */
export type TransitionRuleOf<R extends ResourceName> = RuleInput<R> & {
  /** DOMAIN §1 resource and API base. */
  resource: R;
  /** The SPEC §7 call, `{base}{id}/{path}/`. */
  path: string;
  /** The state column the table moves. */
  field: string;
};
/** A table's entry, with where it is called; without `R`, an entry of any resource's table. */
export type TransitionRule<R extends ResourceName = ResourceName> = R extends ResourceName ? TransitionRuleOf<R> : never;

/**
 * A table of transitions of `resource` moving `field`: each entry gets its key as its call path,
 * so `VEHICLE_TRANSITIONS.liberar.path` is `'liberar'` without spelling it twice.
 */
export function defineMachine<R extends ResourceName, const T extends Record<string, RuleInput<R>>>(
  resource: R,
  field: string,
  rules: T,
): { readonly [K in keyof T & string]: T[K] & { resource: R; path: K; field: string } } {
  return Object.fromEntries(Object.entries(rules).map(([path, rule]) => [path, { ...rule, resource, path, field }])) as never;
}

/** A state as either side reads it: the API's number (or its text); null, absent or empty is no state. */
export const stateOf = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);

/** Whether a field holds something (a stored file, a reference): not null, absent or empty. */
export const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Whether the record's state is one the transition starts from. */
export const startsFrom = (rule: Pick<TransitionRule, 'from' | 'field'>, record: StateRecord) => rule.from.includes(stateOf(record[rule.field]));

/** Whether the record may take the transition now: its state, then its condition. The server checks both again. */
export const allows = (rule: Pick<TransitionRule, 'from' | 'field' | 'when'>, record: StateRecord) =>
  startsFrom(rule, record) && (rule.when?.(record) ?? true);
