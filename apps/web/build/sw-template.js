/* global self, caches, __SHELL__ */
// The Lotus service worker. apps/web/build/serviceWorker.ts writes it into dist/sw.js at build time,
// filling in VERSION and SHELL (the first load's scripts and styles, the offline page and the icons).
//
// What it caches: the app shell, precached at install (only what the first load needs, so a first
// visit downloads no code it may never run); every other hashed script and style when it is first
// used (cache-first); the site's pictures (/art, icons: served from the cache, refreshed in the
// background) and the offline page.
// What it never touches: API answers (/wps, /lgw, /lotto, /ops), the house games (/house), payment
// pages (/sandbox), the manifest, anything not GET or from another origin. Those go to the network
// as if there were no service worker, so no balance, session or personal data is ever stored by it.
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const SHELL_CACHE = `lotus-shell-${VERSION}`;
const STATIC_CACHE = 'lotus-static-v1';
const OFFLINE_PAGE = '/offline.html';
const NEVER = /^\/(wps|lgw|lotto|ops|house|sandbox|healthz|manifest\.webmanifest|sw\.js)(\/|$)/;
const PICTURES = /^\/art\/|\.(png|svg|ico|webp|jpg|woff2?)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('lotus-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))),
      ),
  );
});

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  const refresh = fetch(request)
    .then((response) => {
      if (response.ok && response.type === 'basic') void cache.put(request, response.clone());
      return response;
    })
    .catch(() => hit);
  return hit ?? refresh;
}

/** Pages come from the network (a new version shows at once); without a network, the offline page. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (PICTURES.test(url.pathname) && !url.search) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
