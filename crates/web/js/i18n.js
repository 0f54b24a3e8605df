// The page's words: the chosen language's catalogue, formatted by the browser's Fluent
// (@fluent/bundle, which sets globalThis.FluentBundle) with the browser's own CLDR plural rules
// and number formats. `cargo xtask dist` writes this after @fluent/bundle into one hashed
// script (`fluent-<hash>.js`, loaded by boot.js before the app), so a first visit has no
// request of its own for it and a later one takes it from the cache; the app calls these
// functions as `globalThis.skillgamesI18n` (crates/web/src/i18n.rs).
let bundle = null;

/** Takes catalogue `text` of language `locale`; what did not read, or '' when all did. */
function i18nLoad(locale, text) {
  const fluent = globalThis.FluentBundle;
  if (!fluent) return 'Fluent is not loaded';
  const next = new fluent.FluentBundle(locale, { useIsolating: false });
  const errors = next.addResource(new fluent.FluentResource(text));
  bundle = next;
  return errors.map(String).join('; ');
}

/** Adds catalogue part `text` (a page's own messages) to the language's; what did not read. */
function i18nAdd(text) {
  const fluent = globalThis.FluentBundle;
  if (!fluent || !bundle) return 'Fluent or the catalogue is not loaded';
  return bundle.addResource(new fluent.FluentResource(text)).map(String).join('; ');
}

/** Message `id` (its `attribute` when not empty) with `args`; the id if there is none. */
function i18nFormat(id, attribute, args) {
  const message = bundle && bundle.getMessage(id);
  const pattern = message && (attribute ? message.attributes[attribute] : message.value);
  if (!pattern) return id;
  return bundle.formatPattern(pattern, args, []);
}

/** The file of a catalogue in this build (boot.js lists them): `code` is a language's code
 * (its core part) or `<code>/<part>`; '' when there is none. */
function i18nFile(code) {
  const files = globalThis.skillgamesCatalogues;
  return (files && files[code]) || '';
}

// offline.js (a script of its own, before the app) words its update offer with the page's
// catalogue through this; undefined while there is none.
globalThis.skillgamesSay = (id) => {
  const message = bundle && bundle.getMessage(id);
  return message && message.value ? bundle.formatPattern(message.value, undefined, []) : undefined;
};

globalThis.skillgamesI18n = { load: i18nLoad, add: i18nAdd, format: i18nFormat, file: i18nFile };
