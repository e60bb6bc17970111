import { csvCell, csvFileName, toCsv } from './csv';

describe('the CSV of a table', () => {
  it('writes a header and a row per item, with CRLF line ends', () => {
    expect(toCsv(['Page', 'Visitors'], [['/', 80], ['/blog', 3]])).toBe('Page,Visitors\r\n/,80\r\n/blog,3\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+33 6 12', "'+33 6 12"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
  ])('disarms text a spreadsheet would run as a formula: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('disarms a formula first and quotes after, so the guard stays inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  });

  /** The fields of one CSV line as a spreadsheet reads them with `separator`: quoted fields honoured, or every separator splitting. */
  function fieldsOf(line: string, separator: ',' | ';', honourQuotes: boolean): string[] {
    if (!honourQuotes) return line.split(separator);
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (quoted && char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"' && (quoted || field === '')) {
        quoted = !quoted;
      } else if (char === separator && !quoted) {
        fields.push(field);
        field = '';
      } else {
        field += char;
      }
    }
    return [...fields, field];
  }
  /** A field a spreadsheet would run: a formula character first, once spaces and quotes are skipped. */
  const runs = (field: string) => /^[ "]*[=+\-@\t\r]/.test(field);

  it.each([
    "x;=cmd|' /c calc'!a0",
    'a;"=1+1"',
    '; @SUM(1)',
    '-2;+3',
    'utm;\t=1',
    'a; "" -1',
    'a,=1;+2',
    '=1;=2;@3',
    ' =1+1',
    '"=1+1"',
  ])('leaves no field starting with a formula whether the file is read with , or ; as the separator: %j', (payload) => {
    const lines = toCsv(['Source', 'Visitors', 'Note'], [[payload, 3, payload], ['plain', 7, payload]]).split('\r\n').filter(Boolean);
    const fields = lines.flatMap((line) => [
      ...fieldsOf(line, ',', true),
      ...fieldsOf(line, ';', true),
      ...fieldsOf(line, ';', false),
    ]);
    expect(fields.filter(runs)).toEqual([]);
    // Read with `,` as it was written, each cell comes back whole (only its guards added).
    expect(fieldsOf(lines[1]!, ',', true)).toHaveLength(3);
  });

  it('quotes a cell holding a semicolon, and puts a quote after each one that would start a formula', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell("x;=cmd|' /c calc'!a0")).toBe('"x;\'=cmd|\' /c calc\'!a0"');
    expect(csvCell('-2;+3')).toBe('"\'-2;\'+3"');
  });

  it('keeps numbers as numbers (a negative one too), and leaves nothing empty', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('names a file with letters, digits and dashes only', () => {
    expect(csvFileName('folio', 'Top pages', '2026-11-01', 'to', '2026-11-30')).toBe('folio-top-pages-2026-11-01-to-2026-11-30.csv');
  });
});
