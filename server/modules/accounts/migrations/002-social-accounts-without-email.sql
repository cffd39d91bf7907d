-- A Facebook or Apple sign-in may not share an email address: such accounts have none until the creator gives one
-- (connect account). The unique index on lower(email) stays; PostgreSQL lets any number of rows hold null.
alter table accounts alter column email drop not null;
