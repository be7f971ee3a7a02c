-- Owner (co-owner) invitations expire after 7 days as staff invitations do (docs/adr/0006, the invitations job).
ALTER TABLE "user_owned_stores" ADD COLUMN "expired_at" timestamp with time zone;
