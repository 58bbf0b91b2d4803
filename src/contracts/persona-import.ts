// The persona import format (the `expert` JSON a persona is exported as) and its rules, shared by
// the import dialog (checks as the operator types) and the server (which checks again with the
// same schema before storing anything).
import { z } from 'zod';
import { textSchema } from './text.ts';

export const PERSONA_IMPORT_MAX_CHARS = 60_000;

export const PERSONA_IMPORT_MESSAGES = {
  empty: 'Please paste JSON data',
  invalidJson: (reason: string) => `Invalid JSON: ${reason}`,
  missingExpert: 'Invalid format: missing "expert" field',
  missingName: 'Invalid format: missing "expert.name" field',
  missingInstructions: 'Invalid format: missing "expert.instructions" field',
  valid: 'JSON format is valid',
} as const;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** Plain text only: persona texts reach prompts and pages, never markup. */
const plain = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .refine((value) => !HTML_TAG.test(value), 'Use plain text: HTML tags are not allowed');

const list = (itemMax: number, count: number) => z.array(plain(itemMax).min(1)).max(count).default([]);

export const personaExpertSchema = z.object({
  name: plain(120).min(1, 'The persona needs a name'),
  description: plain(1000).default(''),
  category: plain(60).min(1).default('General'),
  tags: list(40, 12),
  instructions: z.object({
    system: plain(6000).min(1, 'The system instructions must not be empty'),
    behavioral: plain(2000).default(''),
    conversation: plain(2000).default(''),
  }),
  capabilities: list(200, 20),
  expertise: list(200, 20),
});
export type PersonaExpert = z.infer<typeof personaExpertSchema>;

/** What the import dialog and an export file hold. */
export const personaImportDocumentSchema = z.object({ expert: personaExpertSchema });
export type PersonaImportDocument = z.input<typeof personaImportDocumentSchema>;

/** An exported persona: the import format plus the version it was at. */
export const personaExportSchema = z.object({
  expert: z.object({
    name: z.string(),
    description: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    instructions: z.object({ system: z.string(), behavioral: z.string(), conversation: z.string() }),
    capabilities: z.array(z.string()),
    expertise: z.array(z.string()),
  }),
  version: z.string(),
});
export type PersonaExport = z.infer<typeof personaExportSchema>;

export const personaImportBodySchema = z.strictObject({
  /** The pasted JSON text, or the same document already parsed. */
  universal_json: z.union([textSchema.max(PERSONA_IMPORT_MAX_CHARS), z.record(z.string(), z.unknown())]),
  make_public: z.boolean().default(false),
});
export type PersonaImportBody = z.input<typeof personaImportBodySchema>;

export const personaImportResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  persona_id: z.string().nullable(),
  version: z.string().nullable(),
});
export type PersonaImportResult = z.infer<typeof personaImportResultSchema>;

export type ImportCheck = { ok: true; message: string; document: unknown } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dialog's checks, in the order it reports them: pasted, parses, has expert, name, instructions. */
export function checkPersonaJson(text: string): ImportCheck {
  if (!text.trim()) return { ok: false, message: PERSONA_IMPORT_MESSAGES.empty };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: PERSONA_IMPORT_MESSAGES.invalidJson((error as Error).message) };
  }
  return checkPersonaDocument(parsed);
}

export function checkPersonaDocument(parsed: unknown): ImportCheck {
  if (!isObject(parsed) || !isObject(parsed.expert))
    return { ok: false, message: PERSONA_IMPORT_MESSAGES.missingExpert };
  const expert = parsed.expert;
  if (typeof expert.name !== 'string' || !expert.name.trim())
    return { ok: false, message: PERSONA_IMPORT_MESSAGES.missingName };
  if (!isObject(expert.instructions))
    return { ok: false, message: PERSONA_IMPORT_MESSAGES.missingInstructions };
  return { ok: true, message: PERSONA_IMPORT_MESSAGES.valid, document: parsed };
}

/** The next version of a re-imported persona: '1.0' → '1.1', '2.9' → '2.10'; anything else → '1.0'. */
export function nextPersonaVersion(version: string): string {
  const match = /^(\d+)\.(\d+)$/.exec(version);
  if (!match) return '1.0';
  return `${match[1]}.${Number(match[2]) + 1}`;
}
