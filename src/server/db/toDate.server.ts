/** A stored time as a Date: SQLite hands back the ISO text it keeps, PostgreSQL a Date already. */
export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}
