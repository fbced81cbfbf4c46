// A Turbopack loader for the texts under locales/ (next.config.js): every message is compiled ahead of time with
// icu-minify (next-intl's own compiler), so that the app formats them with use-intl's format-only module instead of
// shipping and running the ICU parser (next.config.js aliases use-intl/format-message to it). A message with no ICU
// syntax compiles to itself: the catalogues also read as plain data (the errors, the QR code's label) are unchanged.
// The tests, which do not go through the build, read the JSON as written with use-intl's full formatter.
module.exports = function precompileMessages(source) {
  const done = this.async();
  import('icu-minify/compile')
    .then(({ default: compile }) => {
      const compileAll = (node) => {
        if (typeof node === 'string') return compile(node);
        if (Array.isArray(node)) return node.map(compileAll);
        return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compileAll(value)]));
      };
      const compiled = compileAll(JSON.parse(source));
      done(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`);
    })
    .catch(done);
};
