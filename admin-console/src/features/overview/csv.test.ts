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
