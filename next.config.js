// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel test runs (several developers on one machine) may each build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Type checking is its own step (`npm run typecheck`, in CI before the build, tests included): not done twice.
  typescript: { ignoreBuildErrors: true },
  // French first: unprefixed paths are French, /en/... is English.
  i18n: { locales: ['fr', 'en'], defaultLocale: 'fr', localeDetection: false },
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2'],
  async rewrites() {
    // The error-reporting tunnel lives at /monitoring (spec §2), served by an API route.
    return [{ source: '/monitoring', destination: '/api/monitoring' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
