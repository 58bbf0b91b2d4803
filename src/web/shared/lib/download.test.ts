import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';

describe('the file name a download is saved under', () => {
  it('reads a quoted name, with escaped quotes and spaces kept', () => {
    expect(fileNameFromDisposition('attachment; filename="board-report.pdf"')).toBe('board-report.pdf');
    expect(fileNameFromDisposition('attachment; filename="Q3 \\"final\\".md"')).toBe('Q3 "final".md');
    expect(fileNameFromDisposition('attachment; filename="a;b.csv"')).toBe('a;b.csv');
  });

  it('reads an unquoted name up to the next parameter', () => {
    expect(fileNameFromDisposition('attachment; filename=plain.md')).toBe('plain.md');
    expect(fileNameFromDisposition('attachment; filename=plain.md; size=12')).toBe('plain.md');
    expect(fileNameFromDisposition('ATTACHMENT; FILENAME = upper.csv')).toBe('upper.csv');
  });

  it("prefers the RFC 5987 name (filename*=UTF-8''…), wherever it stands", () => {
    expect(fileNameFromDisposition("attachment; filename=a.md; filename*=UTF-8''caf%C3%A9.md")).toBe(
      'café.md',
    );
    expect(
      fileNameFromDisposition("attachment; filename*=utf-8'en'%E2%82%AC%20rates.pdf; filename=x.pdf"),
    ).toBe('€ rates.pdf');
    expect(fileNameFromDisposition("attachment; filename*=ISO-8859-1''caf%E9.md")).toBe('café.md');
  });

  it('falls back to the plain name when the extended one cannot be decoded', () => {
    expect(fileNameFromDisposition('attachment; filename="safe.md"; filename*=UTF-8\'\'%E9%ZZ.md')).toBe(
      'safe.md',
    );
  });

  it('gives null when the server suggests no name, so the caller names the file', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
