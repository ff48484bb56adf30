// A security key in software, for tests: it makes and signs WebAuthn answers as a browser hands
// them to the server (the JSON of @simplewebauthn/browser), with the flags a test asks for, such
// as a key that checked nobody (user verification, UV, off).
import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, credential data attached. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface KeyBehaviour {
  /** Whether the key checked the user (PIN, fingerprint): a bare touch does not. */
  userVerified: boolean;
}

export class SoftAuthenticator {
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly credentialId = crypto.randomBytes(16);
  private counter = 0;

  constructor(
    /** The page's origin, as the browser puts it in clientDataJSON (`http://127.0.0.1:1234`). */
    private readonly origin: string,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(flags: number, withCredential: boolean): Buffer {
    const rpIdHash = sha256(new URL(this.origin).hostname);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    if (!withCredential) return Buffer.concat([rpIdHash, Buffer.from([flags]), count]);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    // the public key as COSE: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x (-2), y (-3)
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const aaguid = Buffer.alloc(16);
    return Buffer.concat([
      rpIdHash,
      Buffer.from([flags | AT]),
      count,
      aaguid,
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private flags(how: KeyBehaviour): number {
    return UP | (how.userVerified ? UV : 0);
  }

  /** The answer to i/2fa/register-key's options (what i/2fa/key-done takes as `credential`). */
  register(options: { challenge: string }, how: KeyBehaviour) {
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.authenticatorData(this.flags(how), true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to signin-flow's `authRequest` (what signin-flow takes as `credential`). */
  signIn(options: { challenge: string }, how: KeyBehaviour) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(this.flags(how), false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
