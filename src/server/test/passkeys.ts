// A software authenticator for API tests: it makes an ES256 key pair with node:crypto and answers
// WebAuthn options the way a browser and a platform authenticator would (attestation "none",
// client data, authenticator data, a DER signature), so tests check the server's real verification.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

/** Just enough CBOR for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface AnswerTweaks {
  origin?: string;
  userVerified?: boolean;
  /** Sign with this counter instead of the next one (a cloned authenticator). */
  counter?: number;
  /** Claim backup eligibility differently from registration. */
  backupEligible?: boolean;
}

export function createSoftAuthenticator(defaults: { origin: string; rpId: string; synced?: boolean }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  let counter = 0;
  let userHandle = '';

  function authData(rpId: string, flags: number, count: number, attested?: Buffer): Buffer {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), countBytes, ...(attested ? [attested] : [])]);
  }

  const flagsOf = (tweaks: AnswerTweaks) => {
    const eligible = tweaks.backupEligible ?? defaults.synced ?? false;
    return FLAG_UP | (tweaks.userVerified === false ? 0 : FLAG_UV) | (eligible ? FLAG_BE | FLAG_BS : 0);
  };

  /** The client data a browser signs over: the ceremony, its challenge and the page's origin. */
  const clientDataOf = (type: 'webauthn.create' | 'webauthn.get', challenge: string, tweaks: AnswerTweaks) =>
    Buffer.from(
      JSON.stringify({ type, challenge, origin: tweaks.origin ?? defaults.origin, crossOrigin: false }),
    );

  /** The credential as a browser serializes it, around one ceremony's response. */
  const credentialWith = <Response>(response: Response) => ({
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  });

  return {
    credentialId: b64url(credentialId),
    /** Answers registration options: a RegistrationResponseJSON. */
    register(options: CreationOptions, tweaks: AnswerTweaks = {}) {
      userHandle = options.user.id;
      const clientData = clientDataOf('webauthn.create', options.challenge, tweaks);
      const idLength = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const data = authData(options.rp.id ?? defaults.rpId, flagsOf(tweaks) | FLAG_AT, counter, attested);
      return credentialWith({
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: data })),
        transports: ['internal'],
      });
    },
    /** Answers request options: an AuthenticationResponseJSON, signed with the next counter. */
    answer(options: RequestOptions, tweaks: AnswerTweaks = {}) {
      const count = tweaks.counter ?? ++counter;
      const clientData = clientDataOf('webauthn.get', options.challenge, tweaks);
      const data = authData(options.rpId ?? defaults.rpId, flagsOf(tweaks), count);
      const signature = sign('sha256', Buffer.concat([data, sha256(clientData)]), privateKey);
      return credentialWith({
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle,
      });
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
