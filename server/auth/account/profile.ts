import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { usuarios } from '../../db/schema';
import { MULTIPART_LIMITS, readForm, throwIfAny } from '../../files/upload';
import { recordAudit } from '../../http/audit';
import { signedIn } from '../../http/guard';
import { parse } from '../../http/validate';
import { KINDS } from '../../kit/files';
import { storeFiles, writeUploads } from '../../kit/fileWrites';
import { recordsOf } from '../../kit/records';
import { diff } from '../../kit/routes';
import { USER_FILES } from '../../resources/users/userFiles';
import { userInput } from '../../resources/users/userSchema';
import { users } from '../../resources/users/users';
import { accountView } from './accountView';
import { accountCall, accountSchema } from './docs';

/** The fields a person changes on their own account: their names (users' rules). Email needs a verified-mail flow. */
const profileInput = z.object({ name: userInput.shape.name, last_name: userInput.shape.last_name }).partial().strict();

const PHOTO = USER_FILES.find((file) => file.field === 'imagen')!;

/**
 * One's own record as usuarios/ stores it, but without usuarios/'s row restriction: that keeps
 * HR from editing platform staff, and everyone is allowed their own name and photo.
 */
const ownRecords = recordsOf({ ...users, restrict: undefined });

const DOCS = {
  show: accountCall('account', 'The signed-in person\'s own account', {}, { 200: accountSchema }),
  edit: accountCall('account_update', 'Change one\'s own name or last name (audited as usuarios/update)', { body: profileInput }, { 200: accountSchema }),
  photo: accountCall('account_photo', 'Upload or replace one\'s own photo (multipart `imagen`)', { consumes: ['multipart/form-data'] }, { 200: accountSchema }),
};

/** auth/account/: name and photo of the signed-in person, whatever their group (issue #36 "My account"). */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = ctx.database;
    const me = (req: FastifyRequest) => req.user!;
    const answer = (req: FastifyRequest) => accountView(db, me(req).id, me(req).sid);

    app.get('/auth/account/', { onRequest: signedIn(ctx), schema: DOCS.show }, answer);

    app.patch('/auth/account/', { onRequest: signedIn(ctx), schema: DOCS.edit }, async (req) => {
      const data = parse(profileInput, req.body ?? {});
      const id = me(req).id;
      if (Object.keys(data).length) {
        await db.transaction(async (tx) => {
          const before = await ownRecords.lock(tx, req, id);
          const [after] = await tx.update(usuarios).set({ ...data, updated_at: sql`now()` }).where(eq(usuarios.id, id)).returning();
          await recordAudit(tx, req, { resource: users.base, action: 'update', recordId: id, changes: diff(before, ownRecords.redact(after)) });
        });
      }
      return answer(req);
    });

    // Only this call parses multipart bodies, with the upload limits, as the kit's uploads do.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: MULTIPART_LIMITS });
      scope.post('/auth/account/foto_perfil/', { onRequest: signedIn(ctx), schema: DOCS.photo }, async (req, reply) => {
        const field = PHOTO.formField ?? PHOTO.field;
        const form = await readForm(req, { files: { [field]: KINDS[PHOTO.kind] }, fields: [], maxMb: PHOTO.maxMb });
        throwIfAny(form.errors);
        const { data, kind } = form.files[field];
        const uploads = await storeFiles(ctx.files, [{ file: PHOTO, data, kind: kind! }], req.log);
        // The same write as usuarios/{id}/foto_perfil/: the column, its audit row, the replaced file removed.
        await writeUploads({ ctx, req, reply, id: me(req).id, body: null, records: ownRecords }, PHOTO.access, uploads);
        return answer(req);
      });
    });
  };
