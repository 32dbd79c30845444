// The emulator-only demo secrets and params, read from the files the Functions emulator loads.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

function readEnvFile(name: string): Record<string, string> {
  const text = readFileSync(fileURLToPath(new URL(`../../../functions/${name}`, import.meta.url)), 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

const secrets = readEnvFile('.secret.local');
const params = readEnvFile('.env.demo-starsession');

function required(map: Record<string, string>, key: string): string {
  const value = map[key];
  if (value === undefined) throw new Error(`${key} missing from the functions env files`);
  return value;
}

export const OFFER_SECRET = required(secrets, 'OFFER_POSTBACK_SECRET');
const VEROTEL_KEY = required(secrets, 'VEROTEL_SIGNATURE_KEY');
export const VIDEO_STREAM_KEY = required(secrets, 'VIDEO_STREAM_SIGNING_KEY');
export const SHOP_ID = required(params, 'VEROTEL_SHOP_ID');
export const OFFER_NETWORK = required(params, 'OFFER_NETWORK_ID');

/** FlexPay signature as Verotel computes it (written independently of the server's code). */
export function signFlexPay(params: Record<string, string>, key = VEROTEL_KEY): Record<string, string> {
  const joined = [
    key,
    ...Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k] ?? ''}`),
  ].join(':');
  return { ...params, signature: createHash('sha256').update(joined).digest('hex') };
}
