// Every setting config.ts reads is documented where operators look: .env.example and the README.
// settingDescriptions is typed to hold exactly config.ts's settings, so its keys are that list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingDescriptions } from './setting-descriptions.ts';

const settings = Object.keys(settingDescriptions);
const envExample = readFileSync('.env.example', 'utf8');
const readme = readFileSync('README.md', 'utf8');

describe('the settings config.ts reads', () => {
  it('are all in .env.example', () => {
    const listed = new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('are all in the README configuration table', () => {
    expect(settings.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });
});
