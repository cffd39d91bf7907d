-- Looks saved before themes existed take the classic theme, the one they always looked like.
update bio_links set look = look || '{"theme":"classic"}'::jsonb where not (look ? 'theme');
