import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ALERT_COMMENT, ALERT_TRANSITIONS } from '../../../domain/alerts';
import { requiredText } from '../../kit/fields';
import { moves } from '../../kit/machines';
import { defineTransition, type TransitionDeclaration } from '../../kit/transitions';
import { publishAlert } from './alertEvent';

/**
 * The desk's call (domain/alerts.ts ALERT_TRANSITIONS): `POST alertas/{id}/atender/ {comentario}`.
 * The kit locks the alert, so of two desks attending it at once the second finds it attended
 * (409, nothing changed); the comment, who and when are written with the state, the audit and
 * history rows (the comment is the history's reason), and the alert's event in the same transaction.
 */
export function alertTransitions(): TransitionDeclaration[] {
  return [
    defineTransition({
      ...moves(ALERT_TRANSITIONS.atender),
      body: z.object({ comentario: requiredText(ALERT_COMMENT.max) }),
      effect: (_tx, { req, body }) => ({ comentario: body.comentario, attended_by: req.user!.id, attended_at: sql`now()` }),
      note: (_tx, { body }) => body.comentario,
      afterWrite: async (tx, { after }) => void (await publishAlert(tx, after)),
    }),
  ];
}
