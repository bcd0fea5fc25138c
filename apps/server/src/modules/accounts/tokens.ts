import crypto from 'node:crypto';

/** 256 random bits, base64url (43 characters). */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const sha256Hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
