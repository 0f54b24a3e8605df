// The page's words: the chosen language's catalogue, formatted by the browser's Fluent
// (@fluent/bundle, loaded before the app by boot.js as globalThis.FluentBundle) with the
// browser's own CLDR plural rules and number formats. See crates/web/src/i18n.rs.
let bundle = null;

/** Takes catalogue `text` of language `locale`; what did not read, or '' when all did. */
export function i18nLoad(locale, text) {
  const fluent = globalThis.FluentBundle;
  if (!fluent) return 'Fluent is not loaded';
  const next = new fluent.FluentBundle(locale, { useIsolating: false });
  const errors = next.addResource(new fluent.FluentResource(text));
  bundle = next;
  return errors.map(String).join('; ');
}

/** Adds catalogue part `text` (a page's own messages) to the language's; what did not read. */
export function i18nAdd(text) {
  const fluent = globalThis.FluentBundle;
  if (!fluent || !bundle) return 'Fluent or the catalogue is not loaded';
  return bundle.addResource(new fluent.FluentResource(text)).map(String).join('; ');
}

/** Message `id` (its `attribute` when not empty) with `args`; the id if there is none. */
export function i18nFormat(id, attribute, args) {
  const message = bundle && bundle.getMessage(id);
  const pattern = message && (attribute ? message.attributes[attribute] : message.value);
  if (!pattern) return id;
  return bundle.formatPattern(pattern, args, []);
}

/** The file of a catalogue in this build (boot.js lists them): `code` is a language's code
 * (its core part) or `<code>/<part>`; '' when there is none. */
export function i18nFile(code) {
  const files = globalThis.skillgamesCatalogues;
  return (files && files[code]) || '';
}

// offline.js (a script of its own, before the app) words its update offer with the page's
// catalogue through this; undefined while there is none.
globalThis.skillgamesSay = (id) => {
  const message = bundle && bundle.getMessage(id);
  return message && message.value ? bundle.formatPattern(message.value, undefined, []) : undefined;
};
