"""`chainwarden review`: replay every corpus against its guard, fuzz each guard for a
time budget, check the shell classifier against real bash, and report (table, JSON, HTML)."""
