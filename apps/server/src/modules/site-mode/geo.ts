import { createRequire } from 'node:module';
import { normalizeIp } from './ip';

/** IP → ISO country code. The dataset ships inside the geoip-lite npm package. */
export interface GeoLocator {
  country(ip: string): string | null;
}

let geoip: { lookup(ip: string): { country: string } | null } | undefined;

export const geoipLocator: GeoLocator = {
  country(ip) {
    // Loaded on first use: the dataset takes a moment and some memory.
    geoip ??= createRequire(import.meta.url)('geoip-lite');
    return geoip!.lookup(normalizeIp(ip))?.country || null;
  },
};
