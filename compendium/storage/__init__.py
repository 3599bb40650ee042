"""SQLite storage: profiles, saved and finished matches (as records), results, settings."""
