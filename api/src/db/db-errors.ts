/** Constraint violations of either engine, recognised by their driver codes. */
type DriverError = { code?: unknown; errno?: unknown };

const codeOf = (error: unknown) => (error as DriverError | null)?.code;

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    // SQLite reports ON DELETE RESTRICT through its internal trigger.
    code === 'SQLITE_CONSTRAINT_TRIGGER'
  );
}
