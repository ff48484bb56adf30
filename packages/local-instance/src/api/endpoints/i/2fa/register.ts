import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { defineEndpoint } from '../../../endpoint.ts';
import { startTotp } from '../../../../services/two-factor.ts';
import { confirmIdentity, passwordAndToken } from '../../../shared/two-factor.ts';

/**
 * i/2fa/register: after the password (and, when two-factor is already on, a code), a new
 * authenticator secret with its otpauth URL and QR code; it counts once i/2fa/done confirms a code.
 */
export default defineEndpoint(
  'i/2fa/register',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: passwordAndToken, required: ['password'] },
  },
  async (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, '78d6c839-20c9-4c66-b90a-fc0542168b48');
    const secret = startTotp(ctx.inst.db, me.id);
    const issuer = new URL(ctx.origin).host;
    const url = new OTPAuth.TOTP({ secret, digits: 6, label: me.username, issuer }).toString();
    return { qr: await QRCode.toDataURL(url), url, secret: secret.base32, label: me.username, issuer };
  },
);
