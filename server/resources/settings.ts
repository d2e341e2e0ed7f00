import { asc, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  CONTACT_PHONE_DIGITS,
  hasTwoDecimalsAtMost,
  isTime,
  isVersion,
  SEARCH_RADIUS_KM,
  SETTINGS_EMAIL_MAX,
  SETTINGS_FACTOR,
  SETTINGS_WHOLE,
  type SettingsProblem,
  inGroupOrder,
  secondFactorGroupsProblem,
  timesInOrder,
  weekdaysProblem,
  type WholeSetting,
} from '../../domain/settings';
import type { Db } from '../db/client';
import { configuracion } from '../db/schema';
import { FieldErrors } from '../http/errors';
import { defineResource } from '../kit/define';
import { changesSecuritySettings } from '../../domain/reauth';
import { requireRecentAuth } from '../auth/reauth';

/** A custom issue's key: the API's words for these rules live under `settings.` (i18n/server). */
const key = (problem: SettingsProblem) => `settings.${problem}`;

const whole = (field: WholeSetting) => z.number().int().min(SETTINGS_WHOLE[field].min).max(SETTINGS_WHOLE[field].max);
const factor = () => z.number().min(SETTINGS_FACTOR.min).max(SETTINGS_FACTOR.max).refine(hasTwoDecimalsAtMost, key('decimals'));
const time = () => z.string().trim().min(1).refine(isTime, key('time'));
const email = () => z.string().trim().toLowerCase().min(1).max(SETTINGS_EMAIL_MAX).pipe(z.email());

/** Ten digits: one message per problem, "cannot be empty" before the others. */
const phone = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: 'validation.required' });
      else if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: 'validation.numbers_only' });
      else if (value.length !== CONTACT_PHONE_DIGITS) ctx.addIssue({ code: 'custom', message: 'validation.exact_length', params: { count: CONTACT_PHONE_DIGITS } });
    });

/** ISO weekdays, each once, stored in order. */
const weekdays = () =>
  z
    .array(z.unknown())
    .superRefine((days, ctx) => {
      const problem = weekdaysProblem(days);
      if (problem) ctx.addIssue({ code: 'custom', message: key(problem) });
    })
    .transform((days) => [...(days as number[])].sort((a, b) => a - b));

/**
 * Groups whose members sign in with a second factor: SPEC §6 names, each once, stored in the
 * groups' order. Optional on PUT too: a body without it leaves the requirement as it is.
 */
const factorGroups = () =>
  z
    .array(z.unknown())
    .superRefine((groups, ctx) => {
      if (secondFactorGroupsProblem(groups)) ctx.addIssue({ code: 'custom', message: 'validation.choice' });
    })
    .transform((groups) => inGroupOrder(groups as string[]))
    .optional();

export const settingsInput = z.object({
  passengers_limit: whole('passengers_limit'),
  vehicles_limit: whole('vehicles_limit'),
  max_vehicle_age: whole('max_vehicle_age'),
  factor_driver: factor(),
  factor_user: factor(),
  limit_driver: whole('limit_driver'),
  limit_user: whole('limit_user'),
  operation_days: weekdays(),
  operation_start: time(),
  operation_end: time(),
  feedback_days: whole('feedback_days'),
  max_minutes_to_start: whole('max_minutes_to_start'),
  incidents_email: email(),
  c4_email: email(),
  app_version: z.string().trim().min(1).refine(isVersion, key('version')),
  contact_phone: phone(),
  search_radius_km: z
    .number()
    .max(SEARCH_RADIUS_KM.max)
    .refine((v) => v > 0, key('positive'))
    .refine(hasTwoDecimalsAtMost, key('decimals')),
  second_factor_groups: factorGroups(),
});

/** DOMAIN §5 Settings: one record, read by every role, changed by admin, each change audited. */
export const settings = defineResource({
  base: 'configuracion',
  table: configuracion,
  singleton: true,
  input: settingsInput,
  // Who changed it last is the caller of the write, never the body.
  readOnly: ['updated_by'],
  prepare: (data, { req }) => ({ ...data, updated_by: req.user?.id ?? null }),
  // The settings that govern security need a recent password or code (ASVS 7.5.1), checked
  // after the body's rules and before anything is written.
  async protect(tx, req, _ids, change) {
    if (change.kind === 'update' && changesSecuritySettings(change.before, change.data)) await requireRecentAuth(tx, req);
  },
  // Start before end, with PATCH's missing time taken from the stored record.
  async validate(_tx, data) {
    if (!timesInOrder(String(data.operation_start), String(data.operation_end))) {
      throw new FieldErrors({ operation_end: [{ key: key('time_order') }] });
    }
  },
  filters: {},
  search: [],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [],
});

export type Settings = typeof configuracion.$inferSelect;

/** One setting as a subquery, for a statement that reads it beside other rows (the same single record readSettings reads). */
export const settingValue = <T>(column: PgColumn) => sql<T>`(SELECT ${column} FROM ${configuracion} ORDER BY ${configuracion.id} LIMIT 1)`;

/**
 * The settings as they are now, for the rules that depend on them (vehicle age and count,
 * passengers, rewards): read on every call, never cached, so an edit applies to the next call.
 * Pass the rule's transaction so it reads what that transaction sees.
 */
export async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(configuracion).orderBy(asc(configuracion.id)).limit(1);
  // Migration 0009 inserts the record and nothing deletes it.
  if (!row) throw new Error('configuracion: the settings record is missing');
  return row;
}
