-- A short link's own choice of sending Amazon visitors to their own store: 'shop' (the shop's switch), 'always'
-- or 'never' (short-link-decider.ts, ShortLinkLocalisationSet).
alter table short_links add column localisation text not null default 'shop'
  check (localisation in ('shop', 'always', 'never'));

-- The link cache's sync reads every link changed since its last look (changed_at, indexed by migration 003).
