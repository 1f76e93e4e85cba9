/**
 * What a caught value says, for a notice, a log line or a retry reason: `throw` takes any value,
 * so an Error gives its message and anything else is turned into text as it is.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
