import { describe, expect, it } from 'vitest';
import {
  checkPersonaJson,
  nextPersonaVersion,
  PERSONA_IMPORT_MESSAGES,
  personaImportDocumentSchema,
} from './persona-import.ts';

describe('persona import checks (the dialog and the server)', () => {
  it.each([
    ['   ', PERSONA_IMPORT_MESSAGES.empty],
    ['[1, 2', 'Invalid JSON: '],
    ['[]', PERSONA_IMPORT_MESSAGES.missingExpert],
    ['{"expert": "x"}', PERSONA_IMPORT_MESSAGES.missingExpert],
    ['{"expert": {"name": "  ", "instructions": {}}}', PERSONA_IMPORT_MESSAGES.missingName],
    ['{"expert": {"name": "A", "instructions": "text"}}', PERSONA_IMPORT_MESSAGES.missingInstructions],
    ['{"expert": {"name": "A", "instructions": {"system": "s"}}}', 'JSON format is valid'],
  ])('%j → %s', (text, message) => {
    expect(checkPersonaJson(text).message).toContain(message);
  });

  it('fills defaults and refuses markup and oversized texts', () => {
    const ok = personaImportDocumentSchema.parse({ expert: { name: 'A', instructions: { system: 's' } } });
    expect(ok.expert).toMatchObject({ category: 'General', tags: [], capabilities: [], expertise: [] });
    expect(
      personaImportDocumentSchema.safeParse({ expert: { name: '<b>A</b>', instructions: { system: 's' } } })
        .success,
    ).toBe(false);
    expect(
      personaImportDocumentSchema.safeParse({
        expert: { name: 'A', instructions: { system: 'x'.repeat(6001) } },
      }).success,
    ).toBe(false);
  });

  it('bumps the minor version on re-import', () => {
    expect(nextPersonaVersion('1.0')).toBe('1.1');
    expect(nextPersonaVersion('2.9')).toBe('2.10');
    expect(nextPersonaVersion('beta')).toBe('1.0');
  });
});
