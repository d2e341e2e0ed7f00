import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INCIDENT_MAX_PHOTOS, INCIDENT_TYPE, LOAN_TEXT, LOAN_TRANSITIONS } from '../../../domain/loans';
import type { Db } from '../../db/client';
import { incidencia_imagenes, incidencias } from '../../db/schema';
import { IMAGE_KINDS } from '../../files/types';
import { readForm, throwIfAny, type Form } from '../../files/upload';
import { moves } from '../../kit/machines';
import { defineTransition, type TransitionArgs, type TransitionDeclaration } from '../../kit/transitions';
import type { Row } from '../../kit/records';
import { removeStored } from './audits';
import { addFormError } from './auditsForm';
import { announceIncident } from './incidentNotice';
import { raiserOf } from '../../notifications/notify';

/**
 * DOMAIN §2/§5 incident: POST prestamos/{id}/incidencias/ (2, 4 → 6), multipart `tipo` (1),
 * `descripcion`, `imagen_1`…`imagen_10` each with `imagen_N_comentario`. An incident needs a
 * description or at least one photo (an empty report says nothing); photos are optional each.
 * The incident is told to administrators (notification 14) and to settings.incidents_email (incidentNotice.ts).
 */

const numbers = Array.from({ length: INCIDENT_MAX_PHOTOS }, (_, i) => i + 1);
const photoField = (n: number) => `imagen_${n}`;

async function readIncidentForm(req: FastifyRequest): Promise<Row> {
  const photos = numbers.map(photoField);
  const form = await readForm(req, {
    files: Object.fromEntries(photos.map((name) => [name, IMAGE_KINDS])),
    optional: photos,
    fields: ['tipo', 'descripcion', ...photos.map((name) => `${name}_comentario`)],
  });
  return { form };
}

async function storeIncident(tx: Db, { ctx, req, before, body }: TransitionArgs<Row>) {
  const incident = body as { form: Form; stored?: string[] };
  const { form } = incident;
  const tipo = (form.fields.tipo ?? String(INCIDENT_TYPE)).trim();
  if (tipo !== String(INCIDENT_TYPE)) addFormError(form.errors, 'tipo', 'choice');
  const descripcion = (form.fields.descripcion ?? '').trim();
  if (descripcion.length > LOAN_TEXT.descripcion) addFormError(form.errors, 'descripcion', 'max_length', { count: LOAN_TEXT.descripcion });
  const photos = numbers.filter((n) => form.files[photoField(n)]);
  for (const n of numbers) {
    const comment = (form.fields[`${photoField(n)}_comentario`] ?? '').trim();
    if (comment.length > LOAN_TEXT.comentario) addFormError(form.errors, `${photoField(n)}_comentario`, 'max_length', { count: LOAN_TEXT.comentario });
  }
  if (!descripcion && !photos.length && !Object.keys(form.errors).length) addFormError(form.errors, 'descripcion', 'incident_empty');
  throwIfAny(form.errors);
  const store = ctx.files;
  incident.stored = [];
  for (const n of photos) {
    const { data, kind } = form.files[photoField(n)];
    incident.stored.push(await store.save(data, kind!));
  }
  const [created] = await tx
    .insert(incidencias)
    .values({ prestamo: before.id as number, tipo: INCIDENT_TYPE, descripcion, created_by: req.user?.id ?? null })
    .returning({ id: incidencias.id });
  if (photos.length)
    await tx.insert(incidencia_imagenes).values(
      photos.map((n, i) => ({
        incidencia: created.id,
        n,
        imagen: incident.stored![i],
        comentario: (form.fields[`${photoField(n)}_comentario`] ?? '').trim(),
      })),
    );
}

const incidentDocs = z.object({
  tipo: z.string().optional().describe(`${INCIDENT_TYPE}`),
  descripcion: z.string().optional().describe('required unless a photo is sent'),
  'imagen_<n>': z.string().optional().describe(`photos 1 to ${INCIDENT_MAX_PHOTOS}, each with imagen_<n>_comentario`),
});

export function incidentTransitions(): TransitionDeclaration[] {
  return [
    defineTransition({
      ...moves(LOAN_TRANSITIONS.incidencias),
      body: incidentDocs,
      readBody: readIncidentForm,
      rollback: removeStored,
      effect: async (tx, args) => {
        await storeIncident(tx, args as TransitionArgs<Row>);
        await announceIncident(tx, args.before, raiserOf(args.req));
      },
      summary: 'Report an incident (multipart): a loan in Initial or Final Audit goes to Incidence',
    }),
  ];
}
