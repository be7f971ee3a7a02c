-- The free times of a store's day (reservation/availability, guest/reservationSlots) are read from memory until the
-- store's points or bookings change: a point's change announces reservations:<store id> too, as the bookings' do (0042).
CREATE TRIGGER "reservation_points_notify_insert" AFTER INSERT ON "reservation_points" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
--> statement-breakpoint
CREATE TRIGGER "reservation_points_notify_update" AFTER UPDATE ON "reservation_points" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
--> statement-breakpoint
CREATE TRIGGER "reservation_points_notify_delete" AFTER DELETE ON "reservation_points" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
