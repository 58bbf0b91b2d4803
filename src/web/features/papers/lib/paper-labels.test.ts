import { describe, expect, it } from 'vitest';
import type { Paper } from '../../../../contracts/papers.ts';
import { extractionLabel, fileSize } from './paper-labels.ts';

const paper = (overrides: Partial<Paper>): Paper => ({
  id: 'p',
  board_id: 'b',
  meeting_id: null,
  agenda_item_id: null,
  session_id: null,
  name: 'a.pdf',
  kind: 'pdf',
  media_type: 'application/pdf',
  size_bytes: 1,
  uploaded_by: null,
  extraction_status: 'done',
  extraction_progress: 100,
  extraction_error: null,
  pages: null,
  extraction_ms: null,
  created_at: '2026-11-25T00:00:00.000Z',
  ...overrides,
});

describe('paper labels', () => {
  it('gives sizes in the unit a person reads', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(20 * 1024)).toBe('20 KB');
    expect(fileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('says how far reading a paper has come, and why it failed', () => {
    expect(extractionLabel(paper({ extraction_status: 'running', extraction_progress: 40 }))).toBe(
      'Reading… 40%',
    );
    expect(extractionLabel(paper({ pages: 50 }))).toBe('Read: 50 pages');
    expect(
      extractionLabel(
        paper({ extraction_status: 'failed', extraction_error: 'This file could not be read: x' }),
      ),
    ).toBe('This file could not be read: x');
  });
});
