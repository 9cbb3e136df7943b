-- Person lookups (registration's duplicate check, check player, store attendees) compare
-- names as equal after trimming and lower-casing, never as LIKE patterns. These indexes
-- serve exactly those expressions (lib/person-lookup.ts).
CREATE INDEX "Member_person_key_idx" ON "Member" (lower(btrim("lastname")), lower(btrim("firstname")), "dob");
CREATE INDEX "Attendee_person_key_idx" ON "Attendee" ("createdById", lower(btrim("lastname")), lower(btrim("firstname")), "dob");
