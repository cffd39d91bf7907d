-- The secret the built-in messaging simulator signs its dialog's codes with (HMAC-SHA256), made once by the first
-- server that needs it and shared by every server on the same database, so any of them takes a code another issued.
create table messaging_simulator_key (
  id integer primary key check (id = 1),
  secret text not null
);
