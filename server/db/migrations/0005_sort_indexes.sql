CREATE INDEX "plantas_address_idx" ON "plantas" USING btree ("address");--> statement-breakpoint
CREATE INDEX "plantas_postal_code_idx" ON "plantas" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "plantas_updated_at_idx" ON "plantas" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "departamentos_description_idx" ON "departamentos" USING btree ("description");--> statement-breakpoint
CREATE INDEX "departamentos_updated_at_idx" ON "departamentos" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "piezas_description_idx" ON "piezas" USING btree ("description");--> statement-breakpoint
CREATE INDEX "accesorios_description_idx" ON "accesorios" USING btree ("description");