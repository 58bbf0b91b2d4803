// Authenticator-app codes (RFC 6238 TOTP: SHA-1, 6 digits, 30 s) through `otpauth`, and the QR
// code of an enrolment, drawn here as SVG so no outside service ever sees the secret.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const ISSUER = 'Boardwise';

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, in base32 (what authenticator apps take typed in). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, label: string): string => totpOf(secret, label).toString();

export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, or null when it is not a current code. One step either side
 * of now is accepted for clocks that drift; the caller refuses steps already used (no replay).
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, ISSUER).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
