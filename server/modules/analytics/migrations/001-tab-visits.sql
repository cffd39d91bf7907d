-- Read model of the analytics module, rebuilt from its events: visits of the five main tabs per Pacific day.
create table tab_visits_daily (
  day date not null,
  tab int not null,
  visits int not null,
  primary key (day, tab)
);
