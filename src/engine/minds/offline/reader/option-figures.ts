// Each option's figures side by side (ADR 58): the sums its own words give ('Vendor B at $55k a
// year with an SLA'), and what it costs over the decision's horizon when a period is given, so a
// monthly and a yearly quote are read on one footing. What an option does not price says so.
import type { DecisionReading, OptionFigure, OptionFigures } from '../../../reading.ts';
import type { DecisionOption } from '../../../types.ts';

export type { OptionFigure, OptionFigures } from '../../../reading.ts';

const MONEY =
  /([$€£])\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|bn|thousand|million|billion)?\b(?:\s*(?:\/|a|per|each)\s*(month|mo|year|yr|annum|quarter))?|(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand)?\s*(?:dollars|usd|eur|gbp)\b/gi;
const SCALE: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
const PER_MONTH: Readonly<Record<string, number>> = {
  month: 1,
  mo: 1,
  quarter: 1 / 3,
  year: 1 / 12,
  yr: 1 / 12,
  annum: 1 / 12,
};

export function moneyText(value: number): string {
  const abs = Math.abs(value);
  const text =
    abs >= 1e6
      ? `$${(abs / 1e6).toFixed(abs >= 1e7 ? 0 : 1).replace(/\.0$/, '')}M`
      : abs >= 1e4
        ? `$${Math.round(abs / 1e3)}k`
        : `$${Math.round(abs).toLocaleString('en-US')}`;
  return value < 0 ? `-${text}` : text;
}

function figuresOf(label: string): { figure: OptionFigure; monthly: number | null }[] {
  return [...label.matchAll(MONEY)].map((m) => {
    const raw = Number((m[2] ?? m[5] ?? '0').replace(/,/g, ''));
    const value = raw * (SCALE[(m[3] ?? m[6] ?? '').toLowerCase()] ?? 1);
    const period = (m[4] ?? '').toLowerCase();
    const perMonth = PER_MONTH[period];
    const what =
      perMonth === undefined
        ? 'price'
        : perMonth >= 1 && period !== 'quarter'
          ? 'a month'
          : period === 'quarter'
            ? 'a quarter'
            : 'a year';
    return {
      figure: { label: what === 'price' ? 'price' : `cost ${what}`, text: m[0].trim(), value },
      monthly: perMonth === undefined ? null : value * perMonth,
    };
  });
}

/** The horizon the reading's comparison used, else the term it read, else three years. */
function horizonOf(reading: DecisionReading | null): number {
  const compared = reading?.calculations.find((c) => c.id === 'options_compared');
  const m = compared ? /over (\d+) months|over (\d+) years?/.exec(compared.label) : null;
  if (m) return m[1] ? Number(m[1]) : Number(m[2]) * 12;
  return reading?.numbers.find((n) => n.meaning === 'term_months')?.value ?? 36;
}

function comparedFor(option: DecisionOption, reading: DecisionReading | null): string | null {
  const compared = reading?.calculations.find((c) => c.id === 'options_compared');
  if (!compared) return null;
  const names = [option.id, ...(option.label.match(/\b[A-Z][A-Za-z0-9]+\b/g) ?? [])];
  const part = compared.result
    .split(/;|,\s*|\s+and\s+/)
    .find((p) => names.some((n) => new RegExp(`^\\s*${n}\\b`).test(p)));
  return part ? `${part.trim()} (${compared.label.toLowerCase()})` : null;
}

export function optionFiguresOf(
  options: readonly DecisionOption[] | undefined,
  reading: DecisionReading | null,
): OptionFigures[] {
  if (!options || options.length < 2) return [];
  const horizon = horizonOf(reading);
  return options.map((option) => {
    const read = figuresOf(option.label);
    const priced = read.length > 0;
    // Recurring costs run over the horizon; a price without a period is paid once.
    const cost = read.reduce(
      (sum, r) => sum + (r.monthly === null ? r.figure.value : r.monthly * horizon),
      0,
    );
    return {
      option: option.id,
      label: option.label,
      figures: read.map((r) => r.figure),
      cost_over_horizon: priced ? Math.round(cost) : null,
      horizon_months: horizon,
      compared: comparedFor(option, reading),
    };
  });
}
