/**
 * RFC 4180 CSV writer: CRLF rows; fields with commas, quotes or line breaks quoted, quotes doubled.
 * A text that a spreadsheet would read as a formula (=, +, -, @, a tab or a carriage return first:
 * a model's answer or an upload may say `=HYPERLINK(...)`) starts with an apostrophe, which
 * Excel, Numbers and Google Sheets show as text and never run (OWASP's advice for CSV injection).
 */

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  const written = value == null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${written}` : written;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.join('\r\n') + '\r\n';
}
