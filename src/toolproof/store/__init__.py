"""Session state and the audit log, behind small interfaces: memory (default), SQLite, Redis, PostgreSQL."""
