-- The audit log is append-only: UPDATE and DELETE are refused (GLI-19 §2.8.8). The hash chain
-- still proves the log when someone with the rights to drop this trigger changes it anyway.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
