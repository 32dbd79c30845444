// The country of an address from the IP database shipped in @ip-location-db/geo-whois-asn-country-mmdb
// (CC0 package; data CC BY 4.0 by the NRO, credited in docs/age-assurance.md). Read once per instance,
// lazily, on the first lookup: instances that never need it (a header says the region) never load 8 MB.
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';

/** The one field this database's records have. */
interface CountryRecord {
  country_code?: unknown;
}

const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

let reader: Promise<Reader<Response>> | null = null;

function openReader(): Promise<Reader<Response>> {
  reader ??= readFile(createRequire(import.meta.url).resolve(DATABASE_FILE))
    .then((buffer) => new Reader<Response>(buffer))
    .catch((error: unknown) => {
      reader = null;
      throw error;
    });
  return reader;
}

/** Loopback, private, link-local and other addresses no registry assigns to a country. */
function isUnroutable(ip: string): boolean {
  if (isIP(ip) === 4) return /^(?:10|127|0)\.|^169\.254\.|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\./.test(ip);
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]|^fe[89ab]/.test(lower);
}

/** True when a lookup could say something about this address (a public one). */
export function isLookupable(ip: string | null): ip is string {
  return ip !== null && isIP(ip) !== 0 && !isUnroutable(ip);
}

/** The ISO country of a public address, or null when the database does not know it. */
export async function countryOfAddress(ip: string): Promise<string | null> {
  if (!isLookupable(ip)) return null;
  const record = (await openReader()).get(ip) as CountryRecord | null;
  const code = record?.country_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
