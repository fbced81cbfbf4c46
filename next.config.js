// @ts-check

/**
 * What a page may load. Scripts come from this origin (plus the payment provider's, for card payments); inline
 * ones are allowed because Turbopack's pages-router build starts every page with an inline bootstrap script whose
 * content changes per page and per build (docs/decisions.md, "Security headers"): what an injected script could
 * reach stays fenced by connect-src, form-action, base-uri and frame-ancestors, and announcement HTML is sanitized.
 * Error reports go through the same-origin /monitoring tunnel; Sentry's replay runs in a blob: worker. Styles
 * allow inline ones: toasts and a few components set them at run time. `next dev` needs eval for reloading.
 */
const paymentProvider = 'https://js.stripe.com';
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${paymentProvider}${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' https://api.stripe.com`,
  `frame-src ${paymentProvider} https://hooks.stripe.com`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Browser features the app never uses are turned off; the camera stays for scanning order codes at the stand. */
const permissionsPolicy = 'camera=(self), microphone=(), geolocation=(), payment=(self), usb=()';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel test runs (several developers on one machine) may each build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  experimental: { turbopackChunking: { maxMergeChunkSize: 15000 } },
  turbopack: {
    // The texts are compiled ahead of time and formatted without the ICU parser: about 9 kB gzip off every page
    // (issue #26). On the server too, since the spectator's pages send the server's texts to the browser and the
    // server renders them first (scripts/precompile-messages-loader.cjs). The legal texts are data read as written.
    rules: {
      '*.json': [{ condition: { all: [{ not: 'foreign' }, { path: /(^|\/)locales\/(fr|en)\/(?!legal\.json)[^/]+\.json$/ }] }, loaders: ['./scripts/precompile-messages-loader.cjs'], as: '*.js' }],
    },
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  // Type checking is its own step (`npm run typecheck`, in CI before the build, tests included): not done twice.
  typescript: { ignoreBuildErrors: true },
  // French first: unprefixed paths are French, /en/... is English.
  i18n: { locales: ['fr', 'en'], defaultLocale: 'fr', localeDetection: false },
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  // The server's dependencies are bundled, so that the alias of use-intl's formatter above reaches them too (the
  // Pages Router leaves node_modules outside its server bundles by default: the e-mails then failed to format).
  bundlePagesRouterDependencies: true,
  // No rewrites(): the error-reporting tunnel's /monitoring is rewritten by middleware.ts (any rewrite here puts Next's
  // rewriting code into every page's first load).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: contentSecurityPolicy },
          { key: 'Permissions-Policy', value: permissionsPolicy },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
