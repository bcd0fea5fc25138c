/** Debian's Chromium (`apt-get install -y chromium`); never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
