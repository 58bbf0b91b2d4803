// The effective configuration as the Configuration section shows it: every setting config.ts
// reads, in the order and with the descriptions of settingDescriptions. A secret's value never
// leaves the server: it says only whether it is set.
import type { Config, SettingName } from '../../config.ts';
import { type SettingDescription, settingDescriptions } from '../../setting-descriptions.ts';

export function effectiveConfiguration(config: Config) {
  const described = Object.entries(settingDescriptions) as [SettingName, SettingDescription][];
  return {
    entries: described.map(([name, about]) => ({
      name,
      description: about.description,
      value: shown(config.settings[name], about),
      secret: about.secret === true,
    })),
  };
}

function shown(value: unknown, about: SettingDescription): string {
  if (about.secret) return isSet(value) ? 'set' : 'unset';
  if (about.countOnly) return `${Array.isArray(value) ? value.length : 0} address(es)`;
  if (!isSet(value)) return '(not set)';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);
}
