-- The expiry centre's card members read in order from entries of their own (issue #38, the bench's plan check): each reads the active cards in its state's date range by (status, vencimiento, id), instead of every card of both tables read and sorted for a state computed from the date (8,037 rows for the default page's 26); the index replaces (status), which it serves.
DROP INDEX "tarjeta_gasolina_status_idx";--> statement-breakpoint
DROP INDEX "tarjeta_tag_status_idx";--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_status_vencimiento_id_idx" ON "tarjeta_gasolina" USING btree ("status","vencimiento","id");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_status_vencimiento_id_idx" ON "tarjeta_tag" USING btree ("status","vencimiento","id");