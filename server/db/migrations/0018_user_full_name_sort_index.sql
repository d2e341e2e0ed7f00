-- A list sorted by a reference to a user (loans by borrower, vehicles by owner) reads the full
-- name: server/kit/referenceSort.ts walks users in (name, last_name, id) order. On (name, id) the
-- walk sorted every user sharing the first page's first name (~24,000 on the bench) by last name.
-- usuarios_name_id_idx stays: the users list sorted by name reads it. IF NOT EXISTS: a bench
-- database may have it from a trial run.
CREATE INDEX IF NOT EXISTS "usuarios_name_last_name_id_idx" ON "usuarios" USING btree ("name","last_name","id");
